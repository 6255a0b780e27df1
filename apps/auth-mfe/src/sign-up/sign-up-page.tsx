import { useNavigate, useSearchParams } from 'react-router';
import { safeCallbackURL } from '../shared/navigation';
import { SignUpForm } from './sign-up-form';
import { SignUpFrame } from './sign-up-frame';

/** /signup?callbackURL=...: the "10초 간편 회원가입" page; success -> /completed/signup (callbackURL kept). */
export function SignUpPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const callback = params.get('callbackURL');
  return (
    <SignUpFrame tab="domestic">
      <SignUpForm
        onCompleted={({ nickname }) => {
          const query = new URLSearchParams({ nickname });
          if (callback) query.set('callbackURL', safeCallbackURL(callback));
          navigate(`/completed/signup?${query.toString()}`, { replace: true });
        }}
      />
    </SignUpFrame>
  );
}
