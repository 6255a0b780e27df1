import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { SignInPage } from './sign-in/sign-in-page';
import { SignUpPage } from './sign-up/sign-up-page';
import { ForeignerSignUpPage } from './foreigner/foreigner-sign-up-page';
import { CompletedSignUpPage } from './completed/completed-sign-up-page';
import { CompletedMarketingPage } from './completed/completed-marketing-page';
import { FindIdPage } from './find/find-id-page';
import { FindPasswordPage } from './find/find-password-page';
import { OAuthCallbackPage } from './callback/oauth-callback-page';
import { GuestAuthPage } from './guest-auth/guest-auth-page';
import { PersonalAuthPage } from './personal-auth/personal-auth-page';
import { ExpirePage } from './expire/expire-page';

/** Exposed as auth_mfe/routes. Paths are root-relative (the shell mounts remotes at '/'). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'signin', element: <SignInPage /> },
      { path: 'signup', element: <SignUpPage /> },
      { path: 'signup/foreigner', element: <ForeignerSignUpPage /> },
      { path: 'completed/signup', element: <CompletedSignUpPage /> },
      { path: 'completed/signup/marketing', element: <CompletedMarketingPage /> },
      { path: 'member/find/findId', element: <FindIdPage /> },
      { path: 'find', element: <FindPasswordPage /> },
      { path: 'callback/:provider/authorize', element: <OAuthCallbackPage /> },
      { path: 'guest/guest-auth', element: <GuestAuthPage /> },
      { path: 'my/personal-auth', element: <PersonalAuthPage /> },
      { path: 'expire', element: <ExpirePage /> },
    ],
  },
];
