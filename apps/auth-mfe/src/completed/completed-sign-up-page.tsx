import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useSessionStore } from '@luvcast/session';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { safeCallbackURL } from '../shared/navigation';
import styles from '../shared/form.module.css';

/** /completed/signup?callbackURL=...: shown after a successful sign-up on a page. */
export function CompletedSignUpPage() {
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const nickname = me?.nickname ?? params.get('nickname') ?? '';
  const next = safeCallbackURL(params.get('callbackURL'));
  return (
    <AccountPage>
      <PageTitle>
        <Trans>회원가입 완료</Trans>
      </PageTitle>
      <div className={styles.form}>
        <p>{nickname ? <Trans>{nickname}님, 환영합니다!</Trans> : <Trans>환영합니다!</Trans>}</p>
        <Link to={next}>
          <Trans>시작하기</Trans>
        </Link>
        <Link to="/my/personal-auth">
          <Trans>본인인증 하기</Trans>
        </Link>
      </div>
    </AccountPage>
  );
}
