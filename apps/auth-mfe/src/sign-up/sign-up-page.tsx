import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { safeCallbackURL } from '../sign-in/sign-in-error';
import { SignUpForm } from './sign-up-form';
import { SignUpTabs } from './sign-up-tabs';
import styles from '../shared/page.module.css';

/** /signup?callbackURL=...: the "10초 간편 회원가입" page; success -> /completed/signup (callbackURL kept). */
export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const callback = params.get('callbackURL');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <Trans>10초 간편 회원가입</Trans>
      </h1>
      <SignUpTabs value="domestic" />
      <SignUpForm
        onCompleted={({ nickname }) => {
          const query = new URLSearchParams({ nickname });
          if (callback) query.set('callbackURL', safeCallbackURL(callback));
          navigate(`/completed/signup?${query.toString()}`, { replace: true });
        }}
      />
    </section>
  );
}
