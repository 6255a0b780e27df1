import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplyExchange, useExchangeNow, useExchangeRate, useExchangeStatus, useIdempotencyKey } from '@luvcast/api-client';
import { exchangeBonus, type ExchangeRateResponse, type ExchangeStatusResponse } from '@luvcast/contracts';
import { MemberGate } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import styles from '../shared/dialog.module.css';
import shared from '../shared/shared.module.css';
import { FailureAlert } from '../shared/spend-notices';

/** The form: how much of the earnings, the bonus it brings, 환전하기. One Idempotency-Key per amount. */
function ApplyForm({ terms, status }: { terms: ExchangeRateResponse; status: ExchangeStatusResponse }) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const apply = useApplyExchange();
  const mine = status.mine!;
  const [amountText, setAmountText] = useState(String(terms.minAmount));
  const amount = Number(amountText);
  const { key, renew } = useIdempotencyKey([amount]);
  const valid = Number.isInteger(amount) && amount >= terms.minAmount && amount % 100 === 0;
  const bonus = valid ? exchangeBonus(amount, terms.bonusPercent) : 0;
  if (status.status !== 'open') {
    const why = status.status === 'upcoming' ? t`이벤트가 아직 시작하지 않았습니다.` : status.status === 'soldOut' ? t`이번 이벤트의 한도가 모두 소진되었습니다.` : t`이벤트가 끝났습니다.`;
    return (
      <p role="status" data-exchange-status={status.status}>
        {why}
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      aria-label={t`환전 신청`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid || apply.isPending) return;
        apply.mutate(
          { amount, idempotencyKey: key },
          {
            onSuccess: (answer) => {
              renew();
              const got = money.count(answer.amount + answer.bonus);
              toast(t`${got} ${currency}로 환전했습니다.`, { kind: 'success' });
            },
          },
        );
      }}
    >
      <p data-exchange-mine={mine.exchanged}>
        <Trans>
          환전 가능한 수익 <strong data-earnings={mine.earnings}>{money.count(mine.earnings)}</strong> {currency} · 이번 이벤트에서 더 환전할 수 있는 {money.count(mine.limit)} {currency}
        </Trans>
      </p>
      <label className={styles.field}>
        <span>
          <Trans>환전할 수익 ({currency}, 100 단위)</Trans>
        </span>
        <input inputMode="numeric" value={amountText} onChange={(e) => setAmountText(e.target.value.replace(/\D/g, '').slice(0, 9))} aria-invalid={!valid} />
      </label>
      <p aria-live="polite" data-exchange-bonus={bonus}>
        <Trans>
          받을 {currency}: {money.count(valid ? amount : 0)} + 보너스 {money.count(bonus)}
        </Trans>
      </p>
      <FailureAlert error={apply.error} />
      <div className={styles.actions}>
        <Button type="submit" loading={apply.isPending} disabled={!valid}>
          <Trans>환전하기</Trans>
        </Button>
      </div>
    </form>
  );
}

function Exchange() {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const rate = useExchangeRate();
  const now = useExchangeNow();
  const status = useExchangeStatus();
  return (
    <QueryState query={rate} loadingLabel={t`불러오는 중`} error={<Trans>진행 중인 환전 이벤트가 없습니다.</Trans>}>
      {(terms) => (
        <Card as="section" aria-labelledby="exchange-event">
          <h2 id="exchange-event" className={shared.heading}>
            {terms.title}
          </h2>
          <p>
            <Trans>
              받은 {currency}를 지갑의 {currency}로 바꾸면 {terms.bonusPercent}% 보너스를 더 드립니다. {money.count(terms.minAmount)} {currency}부터, 한 사람당 {money.count(terms.memberCap)} {currency}까지.
            </Trans>
          </p>
          <p>
            <Trans>
              기간 {money.dateTime(terms.startsAt)} ~ {money.dateTime(terms.endsAt)}
            </Trans>
          </p>
          {now.data ? (
            <p data-exchange-now={now.data.now}>
              <Trans>
                지금까지 {money.count(now.data.now)} {currency} 환전 · 남은 한도 {money.count(now.data.remaining)} {currency}
              </Trans>
            </p>
          ) : null}
          {status.data?.mine ? <ApplyForm terms={terms} status={status.data} /> : null}
        </Card>
      )}
    </QueryState>
  );
}

/** /luv/exchange: the exchange event (earnings back into luv with a bonus). */
export function ExchangePage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>환전 이벤트</Trans>
      </PageTitle>
      <MemberGate>{() => <Exchange />}</MemberGate>
    </Page>
  );
}
