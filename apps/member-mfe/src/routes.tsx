import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { ProfilePage } from './profile/profile-page';

/** Exposed as member_mfe/routes (root-relative paths). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [{ path: 'my/profile', element: <ProfilePage /> }],
  },
];
