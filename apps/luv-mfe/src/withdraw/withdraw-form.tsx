import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIdempotencyKey, useRequestWithdrawal } from '@luvcast/api-client';
import { withdrawalPreview } from '@luvcast/contracts';
import { useBrand, useFailureText } from '@luvcast/shell-kit';
import { Button, Dialog, toast } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import styles from './withdraw-page.module.css';

/** The preview of a withdrawal, as the member confirms it (the API stores the same numbers). */
function Preview({ amount }: { amount: number }) {
  const money = useMoney();
  const policy = useBrand().withdrawal;
  const p = withdrawalPreview(amount, policy);
  const feePercent = policy.feePercent;
  return (
    <dl className={styles.preview} data-preview>
      <dt>
        <Trans>출금 금액</Trans>
      </dt>
      <dd data-gross={p.gross}>{money.won(p.gross)}</dd>
      <dt>
        <Trans>플랫폼 수수료 ({feePercent}%)</Trans>
      </dt>
      <dd data-fee={p.fee}>-{money.won(p.fee)}</dd>
      <dt>
        <Trans>소득세 (3%)</Trans>
      </dt>
      <dd>-{money.won(p.incomeTax)}</dd>
      <dt>
        <Trans>지방소득세 (0.3%)</Trans>
      </dt>
      <dd>-{money.won(p.localTax)}</dd>
      <dt className={styles.net}>
        <Trans>실수령액</Trans>
      </dt>
      <dd className={styles.net} data-net={p.net}>
        {money.won(p.net)}
      </dd>
    </dl>
  );
}

/** The amount to withdraw (from the brand's minimum up to the earnings), its preview, and the confirmation. */
export function WithdrawForm({ available }: { available: number }) {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const failureText = useFailureText();
  const policy = useBrand().withdrawal;
  const request = useRequestWithdrawal();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const amount = Number(text);
  const { key, renew } = useIdempotencyKey([amount]);
  const minimum = money.count(policy.minimum);
  const tooSmall = text !== '' && amount < policy.minimum;
  const tooMuch = amount > available;
  const valid = text !== '' && Number.isInteger(amount) && !tooSmall && !tooMuch;
  return (
    <form
      className={styles.form}
      aria-label={t`출금 신청`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) setConfirming(true);
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>출금할 {currency}</Trans>
        </span>
        <input inputMode="numeric" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))} aria-describedby="withdraw-rule" />
      </label>
      <p id="withdraw-rule" className={styles.hint}>
        <Trans>
          {minimum} {currency}부터, 출금 가능한 만큼 신청할 수 있습니다.
        </Trans>{' '}
        <button type="button" className={styles.linkButton} onClick={() => setText(String(available))} disabled={available < policy.minimum}>
          <Trans>전부</Trans>
        </button>
      </p>
      {valid ? <Preview amount={amount} /> : null}
      {tooSmall ? (
        <p role="alert" className={styles.error}>
          <Trans>
            {minimum} {currency}부터 출금할 수 있습니다.
          </Trans>
        </p>
      ) : null}
      {tooMuch ? (
        <p role="alert" className={styles.error}>
          <Trans>출금 가능한 금액을 넘었습니다.</Trans>
        </p>
      ) : null}
      {request.error ? (
        <p role="alert" className={styles.error}>
          {failureText(request.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={!valid} loading={request.isPending}>
        <Trans>출금 신청</Trans>
      </Button>
      <Dialog
        open={confirming}
        title={t`출금 신청`}
        message={valid ? <Preview amount={amount} /> : ''}
        confirmLabel={t`신청하기`}
        cancelLabel={t`취소`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          request.mutate(
            { amount, idempotencyKey: key },
            {
              onSuccess: () => {
                renew();
                setText('');
                toast(t`출금을 신청했습니다.`, { kind: 'success' });
              },
            },
          );
        }}
      />
    </form>
  );
}
