import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { WalletPage } from './wallet/wallet-page';

/** Exposed as luv_mfe/routes (root-relative paths). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [{ path: 'luv/wallet', element: <WalletPage /> }],
  },
];
