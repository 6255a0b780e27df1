import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// the remote's catalog: the shell adds it before it renders these routes (RemoteRoutesModule)
export { messages } from './messages';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('member_mfe', sessionStoreInstanceId);

/** Exposed as member_mfe/routes (root-relative paths); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'my/profile', element: lazyPage(() => import('./profile/profile-page').then((m) => m.ProfilePage)) },
      { path: 'my/password', element: lazyPage(() => import('./password/password-page').then((m) => m.PasswordPage)) },
      { path: 'my/messages', element: lazyPage(() => import('./messages/messages-page').then((m) => m.MessagesPage)) },
      { path: 'my/agency-invites', element: lazyPage(() => import('./agency-invites/agency-invite-list-page').then((m) => m.AgencyInviteListPage)) },
      { path: 'my/agency-invites/:id', element: lazyPage(() => import('./agency-invites/agency-invite-page').then((m) => m.AgencyInvitePage)) },
      { path: 'my/settings', element: lazyPage(() => import('./settings/settings-page').then((m) => m.SettingsPage)) },
      { path: 'my/level', element: lazyPage(() => import('./level/level-page').then((m) => m.LevelPage)) },
      { path: 'my/rankings', element: lazyPage(() => import('./rankings/rankings-page').then((m) => m.RankingsPage)) },
    ],
  },
];
