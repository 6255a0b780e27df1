import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('luv_mfe', sessionStoreInstanceId);

/** Exposed as luv_mfe/routes (root-relative paths); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [{ path: 'luv/wallet', element: lazyPage(() => import('./wallet/wallet-page').then((m) => m.WalletPage)) }],
  },
];
