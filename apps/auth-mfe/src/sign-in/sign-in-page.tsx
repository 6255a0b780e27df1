import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { PageTitle } from '@luvcast/ui';
import { AccountPage } from '../shared/account-page';
import { SignInForm } from './sign-in-form';
import { safeCallbackURL } from '../shared/navigation';
import shared from '../shared/form.module.css';

/** The sign-in card is a little narrower than the other account pages. */
export const SIGN_IN_PAGE_WIDTH_PX = 360;

/** /signin?callbackURL=...: ID + password sign-in (spec §2 sign-in form, §4 states, §8 errors). */
export function SignInPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeCallbackURL(params.get('callbackURL'));

  return (
    <AccountPage width={SIGN_IN_PAGE_WIDTH_PX}>
      <PageTitle>
        <Trans>로그인</Trans>
      </PageTitle>
      <SignInForm callbackURL={target} onSignedIn={() => navigate(target, { replace: true })} />
      <div className={shared.links}>
        <Link to={`/signup${target !== '/' ? `?callbackURL=${encodeURIComponent(target)}` : ''}`}>
          <Trans>회원가입</Trans>
        </Link>
      </div>
    </AccountPage>
  );
}
