import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { SignInPage } from './sign-in/sign-in-page';

/** Exposed as auth_mfe/routes. Paths are root-relative (the shell mounts remotes at '/'). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [{ path: 'signin', element: <SignInPage /> }],
  },
];
