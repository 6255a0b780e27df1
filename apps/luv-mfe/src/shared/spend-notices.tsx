import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@luvcast/api-client';
import { useCurrency, useMoney } from './currency';
import styles from './dialog.module.css';
import { useFailureText } from '@luvcast/shell-kit';

/** The lines of a form that spends luv (the gift, subscribe and item dialogs, the exchange). */

/** 보유 러브: the balance (… while it loads). */
export function BalanceLine({ have }: { have: number | undefined }) {
  const { name: currency } = useCurrency();
  const money = useMoney();
  return (
    <p className={styles.balance} aria-live="polite">
      <Trans>보유 {currency}</Trans> <strong data-balance={have ?? ''}>{have === undefined ? '…' : money.count(have)}</strong>
    </p>
  );
}

/** What the balance cannot pay, before anything is sent, with the way to the shop. */
export function ShortNotice() {
  const { t } = useLingui();
  const { subject: currencySubject } = useCurrency();
  return (
    <p className={styles.notice} role="status">
      <Trans>보유 {currencySubject} 부족합니다.</Trans> <a href="/luv/shop">{t`충전하기`}</a>
    </p>
  );
}

/** A call's failure in the API's words; not enough luv adds the way to the shop. Nothing without an error. */
export function FailureAlert({ error }: { error: unknown }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  if (!error) return null;
  const insufficient = error instanceof ApiError && error.code === 'luv.insufficient';
  return (
    <p className={styles.error} role="alert">
      {failureText(error)} {insufficient ? <a href="/luv/shop">{t`충전하기`}</a> : null}
    </p>
  );
}
