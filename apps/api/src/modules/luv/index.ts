import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createCouponsService } from './coupons.service';
import { createGiftsService } from './gifts.service';
import { createLuvService } from './luv.service';
import { createShopService } from './shop.service';
import { createWithdrawalsService } from './withdrawals.service';
import { createBankAccountsService } from './bank-accounts.service';
import flaxPaymentsRoutes from './routes/flax-payments';
import giftRoutes from './routes/gift';
import giftListsRoutes from './routes/gift-lists';
import luvSumRoutes from './routes/luv-sum';
import paymentFailureRoutes from './routes/payment-failure';
import paymentWebhookRoutes from './routes/payment-webhook';
import paymentsRoutes from './routes/payments';
import shopRoutes from './routes/shop';
import statementRoutes from './routes/statement';
import withdrawalsRoutes from './routes/withdrawals';
import bankAccountsRoutes from './routes/bank-accounts';
import luvPresetRoutes from './routes/luv-preset';
import useCouponRoutes from './routes/use-coupon';
import subscriptionsRoutes from './routes/subscriptions';
import itemsRoutes from './routes/items';
import exchangeRoutes from './routes/exchange';
import currencyUseRoutes from './routes/currency-use';
import { createExchangeService } from './exchange.service';
import { createItemsService } from './items.service';
import { createSubscriptionsService } from './subscriptions.service';

/** luv: the wallet on the ledger, the shop and its payments, coupons, gifts, items, subscriptions, the exchange event, withdrawals and bank accounts (README.md). */
export default fp(
  async (app: App) => {
    app.decorate('luvService', createLuvService(app));
    app.decorate('shopService', createShopService(app));
    app.decorate('couponsService', createCouponsService(app));
    app.decorate('giftsService', createGiftsService(app));
    app.decorate('withdrawalsService', createWithdrawalsService(app));
    app.decorate('bankAccountsService', createBankAccountsService(app));
    app.decorate('subscriptionsService', createSubscriptionsService(app));
    app.decorate('itemsService', createItemsService(app));
    app.decorate('exchangeService', createExchangeService(app));
    await app.register(luvSumRoutes);
    await app.register(paymentFailureRoutes);
    await app.register(shopRoutes);
    await app.register(paymentsRoutes);
    await app.register(paymentWebhookRoutes);
    await app.register(flaxPaymentsRoutes);
    await app.register(useCouponRoutes);
    await app.register(giftRoutes);
    await app.register(giftListsRoutes);
    await app.register(statementRoutes);
    await app.register(withdrawalsRoutes);
    await app.register(bankAccountsRoutes);
    await app.register(luvPresetRoutes);
    await app.register(subscriptionsRoutes);
    await app.register(itemsRoutes);
    await app.register(exchangeRoutes);
    await app.register(currencyUseRoutes);
  },
  { name: 'module:luv', dependencies: ['auth', 'idempotency'] },
);
