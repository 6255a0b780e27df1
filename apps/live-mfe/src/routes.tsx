import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// the remote's catalog: the shell adds it before it renders these routes (RemoteRoutesModule)
export { messages } from './messages';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('live_mfe', sessionStoreInstanceId);

/** Exposed as live_mfe/routes (root-relative paths; live_mfe owns the '/' prefix); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [
      { index: true, element: lazyPage(() => import('./home/home-page').then((m) => m.HomePage)) },
      { path: 'search', element: lazyPage(() => import('./home/search-page').then((m) => m.SearchPage)) },
      { path: 'channels/:id', element: lazyPage(() => import('./channel/channel-page').then((m) => m.ChannelPage)) },
      { path: 'channels/:id/live', element: lazyPage(() => import('./live/live-page').then((m) => m.LivePage)) },
      { path: 'following', element: lazyPage(() => import('./home/following-page').then((m) => m.FollowingPage)) },
      { path: 'studio', element: lazyPage(() => import('./studio/studio-page').then((m) => m.StudioPage)) },
    ],
  },
];
