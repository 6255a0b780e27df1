import { Link, useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { messageFor } from '@luvcast/i18n';
import type { MessageKey } from '@luvcast/contracts';
import styles from './profile/profile-page.module.css';

// a contract message key (its text comes from @luvcast/contracts)
const LOGIN_REQUIRED: MessageKey = 'common.loginRequired';

/** Signed-out visitors: 로그인 후 이용가능합니다. with a link back here after sign-in. */
export function SignInPrompt() {
  useLingui(); // re-render on locale change
  const { pathname, search } = useLocation();
  return (
    <section className={styles.card} data-signed-out>
      <p>{messageFor(LOGIN_REQUIRED)}</p>
      <Link className={styles.button} to={`/signin?callbackURL=${encodeURIComponent(pathname + search)}`}>
        <Trans>로그인하기</Trans>
      </Link>
    </section>
  );
}
