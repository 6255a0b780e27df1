import { Link, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useSessionStore } from '@luvcast/session';
import { safeCallbackURL } from '../shared/navigation';
import { CompletedFrame } from './completed-frame';

/** /completed/signup?callbackURL=...: shown after a successful sign-up on a page. */
export function CompletedSignUpPage() {
  const [params] = useSearchParams();
  const me = useSessionStore((s) => s.me);
  const nickname = me?.nickname ?? params.get('nickname') ?? '';
  const next = safeCallbackURL(params.get('callbackURL'));
  return (
    <CompletedFrame nickname={nickname}>
      <Link to={next}>
        <Trans>시작하기</Trans>
      </Link>
      <Link to="/my/personal-auth">
        <Trans>본인인증 하기</Trans>
      </Link>
    </CompletedFrame>
  );
}
