import { Trans, useLingui } from '@lingui/react/macro';
import type { Brand } from '@luvcast/brand-config';
import { useLuvSum } from '@luvcast/api-client';
import { MemberGate, useBrand } from '@luvcast/shell-kit';
import { Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from './wallet-page.module.css';

/** The member's balance from GET /api/luv/luv-sum. */
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
            {i18n.number(balance)} <span className={styles.unit}>{currency}</span>
          </p>
        </Card>
      )}
    </QueryState>
  );
}

/** /luv/wallet: the balance in the brand's currency (a guest gets the signed-out card). */
export function WalletPage() {
  const { i18n } = useLingui();
  const brand = useBrand();
  const currency = i18n.locale === 'ko' ? brand.currency.ko : brand.currency.en;
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>{currency} 지갑</Trans>
      </PageTitle>
      <MemberGate>{() => <Balance brand={brand} currency={currency} />}</MemberGate>
    </Page>
  );
}
