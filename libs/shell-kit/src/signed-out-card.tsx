import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { signInPath, type MessageKey } from '@luvcast/contracts';
import { requireMember } from '@luvcast/session';
import { Card } from '@luvcast/ui';
import styles from './signed-out-card.module.css';

// a contract message key (its text comes from @luvcast/contracts, not from the PO files)
const LOGIN_REQUIRED: MessageKey = 'common.loginRequired';

/**
 * What a guest sees on a members-only screen reached directly (typed URL, bookmark, reload):
 * 로그인 후 이용가능합니다. and 로그인하기, which opens the 회원 전용 dialog on this page (its
 * link, /signin?callbackURL=<this page>, is for a new tab). It reads the store's member, not the
 * profile query: a second profile observer mounting on a failed lookup would refetch it in a loop.
 */
export function SignedOutCard() {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  return (
    <Card as="section" className={styles.card} data-signed-out>
      <p>{i18n._(LOGIN_REQUIRED)}</p>
      <Link className={styles.button} to={signInPath(pathname + search)} onClick={(event) => requireMember() || event.preventDefault()}>
        <Trans>로그인하기</Trans>
      </Link>
    </Card>
  );
}
