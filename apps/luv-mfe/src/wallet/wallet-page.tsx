import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { messageFor } from '@luvcast/i18n';
import type { MessageKey } from '@luvcast/contracts';
import { resolveBrand } from '@luvcast/brand-config';
import { useLuvSum, useProfile } from '@luvcast/api-client';
import { Spinner } from '@luvcast/ui';
import { requireMember } from '@luvcast/session';
import styles from './wallet-page.module.css';

// a contract message key (its text comes from @luvcast/contracts)
const LOGIN_REQUIRED: MessageKey = 'common.loginRequired';

/** /luv/wallet: the balance from GET /api/luv/luv-sum in the brand's currency. */
export function WalletPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const brand = resolveBrand(window.location.hostname);
  const currency = i18n.locale === 'ko' ? brand.currency.ko : brand.currency.en;
  const profile = useProfile();
  const luvSum = useLuvSum({ enabled: !!profile.data });

  let body;
  if (profile.isPending || (profile.data && luvSum.isPending)) body = <Spinner size={24} />;
  else if (!profile.data)
    body = (
      <div className={styles.card} data-signed-out>
        <p>{messageFor(LOGIN_REQUIRED)}</p>
        <Link className={styles.button} to={`/signin?callbackURL=${encodeURIComponent(pathname)}`} onClick={(e) => requireMember() || e.preventDefault()}>
          <Trans>로그인하기</Trans>
        </Link>
      </div>
    );
  else if (luvSum.isError || !luvSum.data)
    body = (
      <p role="alert">
        <Trans>잔액을 불러오지 못했습니다.</Trans>
      </p>
    );
  else
    body = (
      <div className={styles.card}>
        <p className={styles.caption}>
          <Trans>보유 {currency}</Trans>
        </p>
        <p className={styles.balance} data-balance={luvSum.data.luvSum} data-currency={brand.currency.code}>
          {i18n.number(luvSum.data.luvSum)} <span className={styles.unit}>{currency}</span>
        </p>
      </div>
    );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>{currency} 지갑</Trans>
      </h1>
      {body}
    </div>
  );
}
