import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// the remote's catalog: the shell adds it before it renders these routes (RemoteRoutesModule)
export { messages } from './messages';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('auth_mfe', sessionStoreInstanceId);

/** Exposed as auth_mfe/routes. Paths are root-relative (the shell mounts remotes at '/'); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'signin', element: lazyPage(() => import('./sign-in/sign-in-page').then((m) => m.SignInPage)) },
      { path: 'signup', element: lazyPage(() => import('./sign-up/sign-up-page').then((m) => m.SignUpPage)) },
      { path: 'signup/foreigner', element: lazyPage(() => import('./sign-up/foreigner-sign-up-page').then((m) => m.ForeignerSignUpPage)) },
      { path: 'completed/signup', element: lazyPage(() => import('./completed/completed-sign-up-page').then((m) => m.CompletedSignUpPage)) },
      { path: 'completed/signup/marketing', element: lazyPage(() => import('./completed/completed-marketing-page').then((m) => m.CompletedMarketingPage)) },
      { path: 'member/find/findId', element: lazyPage(() => import('./find/find-id-page').then((m) => m.FindIdPage)) },
      { path: 'find', element: lazyPage(() => import('./find/find-password-page').then((m) => m.FindPasswordPage)) },
      { path: 'callback/:provider/authorize', element: lazyPage(() => import('./callback/oauth-callback-page').then((m) => m.OAuthCallbackPage)) },
      { path: 'guest/guest-auth', element: lazyPage(() => import('./guest-auth/guest-auth-page').then((m) => m.GuestAuthPage)) },
      { path: 'my/personal-auth', element: lazyPage(() => import('./personal-auth/personal-auth-page').then((m) => m.PersonalAuthPage)) },
      { path: 'expire', element: lazyPage(() => import('./expire/expire-page').then((m) => m.ExpirePage)) },
    ],
  },
];
