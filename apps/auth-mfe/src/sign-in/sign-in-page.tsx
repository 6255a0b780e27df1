import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { SignInForm } from './sign-in-form';
import { safeCallbackURL } from './sign-in-error';
import styles from './sign-in-page.module.css';
import shared from '../shared/page.module.css';

/** /signin?callbackURL=...: ID + password sign-in (spec §2 sign-in form, §4 states, §8 errors). */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeCallbackURL(params.get('callbackURL'));

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <Trans>로그인</Trans>
      </h1>
      <SignInForm callbackURL={target} onSignedIn={() => navigate(target, { replace: true })} />
      <div className={shared.links}>
        <Link to={`/signup${target !== '/' ? `?callbackURL=${encodeURIComponent(target)}` : ''}`}>
          <Trans>회원가입</Trans>
        </Link>
      </div>
    </section>
  );
}
