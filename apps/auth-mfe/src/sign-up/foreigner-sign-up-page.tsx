import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { MARKETING_PARTNER_CODE } from '@luvcast/contracts';
import { postAppClose } from '@luvcast/session';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { SignUpTabs } from './sign-up-tabs';
import { ForeignerSignUpForm, type ForeignerSignUpDone } from './foreigner-sign-up-form';

/** The marketing page after a foreigner sign-up whose recommender code is the partner code XIN, else null. */
export function foreignerMarketingPath(done: ForeignerSignUpDone): string | null {
  if (done.recommendId.toUpperCase() !== MARKETING_PARTNER_CODE) return null;
  return `/completed/signup/marketing?recommendId=${encodeURIComponent(done.recommendId)}`;
}

/** Where a foreigner sign-up on a page goes (spec §2): app close event, XIN marketing page, else /. */
export function foreignerDestination(done: ForeignerSignUpDone, inApp: (loginId: string, password: string) => boolean): string | null {
  if (inApp(done.loginId, done.password)) return null;
  return foreignerMarketingPath(done) ?? '/';
}

/** /signup/foreigner */
export function ForeignerSignUpPage() {
  const navigate = useNavigate();
  return (
    <AccountPage>
      <PageTitle>
        <Trans>10초 간편 회원가입</Trans>
      </PageTitle>
      <SignUpTabs value="foreigner" />
      <ForeignerSignUpForm
        onCompleted={(done) => {
          const to = foreignerDestination(done, postAppClose);
          if (to) navigate(to, { replace: true });
        }}
      />
    </AccountPage>
  );
}
