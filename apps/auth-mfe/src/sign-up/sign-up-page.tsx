import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { safeCallbackURL } from '../shared/navigation';
import { SignUpForm } from './sign-up-form';
import { SignUpTabs } from './sign-up-tabs';

/** /signup?callbackURL=...: the "10초 간편 회원가입" page; success -> /completed/signup (callbackURL kept). */
export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const callback = params.get('callbackURL');
  return (
    <AccountPage>
      <PageTitle>
        <Trans>10초 간편 회원가입</Trans>
      </PageTitle>
      <SignUpTabs value="domestic" />
      <SignUpForm
        onCompleted={({ nickname }) => {
          const query = new URLSearchParams({ nickname });
          if (callback) query.set('callbackURL', safeCallbackURL(callback));
          navigate(`/completed/signup?${query.toString()}`, { replace: true });
        }}
      />
    </AccountPage>
  );
}
