import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// the remote's catalog: the shell adds it before it renders these routes (RemoteRoutesModule)
export { messages } from './messages';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('luv_mfe', sessionStoreInstanceId);

/** Exposed as luv_mfe/routes (root-relative paths); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'luv/wallet', element: lazyPage(() => import('./wallet/wallet-page').then((m) => m.WalletPage)) },
      { path: 'luv/shop', element: lazyPage(() => import('./shop/shop-page').then((m) => m.ShopPage)) },
      { path: 'luv/payments', element: lazyPage(() => import('./payments/payments-page').then((m) => m.PaymentsPage)) },
      { path: 'luv/payments/:paymentId', element: lazyPage(() => import('./payments/payment-page').then((m) => m.PaymentPage)) },
      { path: 'luv/exchange', element: lazyPage(() => import('./exchange/exchange-page').then((m) => m.ExchangePage)) },
      { path: 'luv/items', element: lazyPage(() => import('./items/items-page').then((m) => m.ItemsPage)) },
      { path: 'luv/subscriptions', element: lazyPage(() => import('./subscribe/subscriptions-page').then((m) => m.SubscriptionsPage)) },
      { path: 'luv/withdraw', element: lazyPage(() => import('./withdraw/withdraw-page').then((m) => m.WithdrawPage)) },
      { path: 'luv/payments/:paymentId/receipt', element: lazyPage(() => import('./payments/receipt-page').then((m) => m.ReceiptPage)) },
    ],
  },
];
