import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Brand } from '@luvcast/brand-config';
import { useLuvSum, useReceived } from '@luvcast/api-client';
import { MemberGate, useBrand } from '@luvcast/shell-kit';
import { Card, Page, PageTitle, QueryState, Tabs } from '@luvcast/ui';
import { formatCount } from '@luvcast/i18n';
import { useCurrency } from '../shared/currency';
import { CouponForm } from './coupon-form';
import { DailyChart } from './daily-chart';
import { GiftHistory } from './gift-history';
import { Statement } from './statement';
import styles from './wallet-page.module.css';

/** The member's balance from GET /api/luv/luv-sum, with the way to the shop and the payments. */
function Balance({ brand, currency }: { brand: Brand; currency: string }) {
  const { t, i18n } = useLingui();
  const luvSum = useLuvSum();
  return (
    <QueryState query={luvSum} loadingLabel={t`불러오는 중`} error={<Trans>잔액을 불러오지 못했습니다.</Trans>}>
      {({ luvSum: balance }) => (
        <Card tone="brand" className={styles.card}>
          <p className={styles.caption}>
            <Trans>보유 {currency}</Trans>
          </p>
          <p className={styles.balance} data-balance={balance} data-currency={brand.currency.code}>
            {formatCount(balance, i18n)} <span className={styles.unit}>{currency}</span>
          </p>
          <p className={styles.links}>
            <Link to="/luv/shop">
              <Trans>충전하기</Trans>
            </Link>
            <Link to="/luv/payments">
              <Trans>결제 내역</Trans>
            </Link>
            <Link to="/luv/items">
              <Trans>아이템</Trans>
            </Link>
            <Link to="/luv/subscriptions">
              <Trans>구독 관리</Trans>
            </Link>
          </p>
        </Card>
      )}
    </QueryState>
  );
}

/** A broadcaster's earnings (received in gifts, not withdrawn); shown once something was received. */
function Earnings({ currency }: { currency: string }) {
  const { i18n } = useLingui();
  const received = useReceived();
  if (!received.data || received.data.giftCount === 0) return null;
  const { earnings, receivedLuvSum, giftCount } = received.data;
  return (
    <Card as="section" aria-labelledby="luv-earnings" className={styles.earnings}>
      <h2 id="luv-earnings" className={styles.heading}>
        <Trans>받은 {currency}</Trans>
      </h2>
      <p className={styles.earned} data-earnings={earnings}>
        <Trans>
          출금 가능 <strong>{formatCount(earnings, i18n)}</strong> {currency}
        </Trans>
      </p>
      <p className={styles.caption}>
        <Trans>
          지금까지 {formatCount(giftCount, i18n)}번, {formatCount(receivedLuvSum, i18n)} {currency}
        </Trans>
      </p>
      <p className={styles.links}>
        <Link to="/luv/withdraw">
          <Trans>출금하기</Trans>
        </Link>
        <Link to="/luv/exchange">
          <Trans>환전 이벤트</Trans>
        </Link>
      </p>
    </Card>
  );
}

type HistoryTab = 'sent' | 'received' | 'statement';

function History({ currency }: { currency: string }) {
  const { t } = useLingui();
  const received = useReceived();
  const broadcaster = (received.data?.giftCount ?? 0) > 0;
  const [tab, setTab] = useState<HistoryTab>('sent');
  const items = [
    { id: 'sent' as const, label: t`보낸 선물` },
    ...(broadcaster ? [{ id: 'received' as const, label: t`받은 선물` }] : []),
    { id: 'statement' as const, label: t`전체 내역` },
  ];
  return (
    <Card as="section" aria-labelledby="luv-history">
      <h2 id="luv-history" className={styles.heading}>
        <Trans>{currency} 내역</Trans>
      </h2>
      <DailyChart side={tab === 'received' ? 'received' : 'sent'} currency={currency} />
      <Tabs items={items} value={tab} onChange={setTab} aria-label={t`내역 종류`} />
      <div role="tabpanel" className={styles.panel}>
        {tab === 'statement' ? <Statement currency={currency} /> : <GiftHistory kind={tab === 'sent' ? 'sentluv' : 'receivedluv'} currency={currency} />}
      </div>
    </Card>
  );
}

/** /luv/wallet: the balance in the brand's currency, a broadcaster's earnings, coupons, the chart and the history (a guest gets the signed-out card). */
export function WalletPage() {
  const brand = useBrand();
  const { name: currency } = useCurrency();
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>{currency} 지갑</Trans>
      </PageTitle>
      <MemberGate>
        {() => (
          <>
            <Balance brand={brand} currency={currency} />
            <Earnings currency={currency} />
            <CouponForm />
            <History currency={currency} />
          </>
        )}
      </MemberGate>
    </Page>
  );
}
