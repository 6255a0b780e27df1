import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useSessionStore } from '@luvcast/session';
import { safeCallbackURL } from '../sign-in/sign-in-error';
import styles from '../shared/page.module.css';

/** /completed/signup?callbackURL=...: shown after a successful sign-up on a page. */
export function CompletedSignUpPage() {
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const nickname = me?.nickname ?? params.get('nickname') ?? '';
  const next = safeCallbackURL(params.get('callbackURL'));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <Trans>회원가입 완료</Trans>
      </h1>
      <div className={styles.form}>
        <p>{nickname ? <Trans>{nickname}님, 환영합니다!</Trans> : <Trans>환영합니다!</Trans>}</p>
        <Link to={next}>
          <Trans>시작하기</Trans>
        </Link>
        <Link to="/my/personal-auth">
          <Trans>본인인증 하기</Trans>
        </Link>
      </div>
    </section>
  );
}
