import { useNavigate } from 'react-router';
import { MARKETING_PARTNER_CODE } from '@luvcast/contracts';
import { postAppClose } from '@luvcast/session';
import { SignUpFrame } from './sign-up-frame';
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
    <SignUpFrame tab="foreigner">
      <ForeignerSignUpForm
        onCompleted={(done) => {
          const to = foreignerDestination(done, postAppClose);
          if (to) navigate(to, { replace: true });
        }}
      />
    </SignUpFrame>
  );
}
