import fp from 'fastify-plugin';
import type { App } from '../../types';
import { createLuvService } from './luv.service';
import luvSumRoutes from './routes/luv-sum';
import paymentFailureRoutes from './routes/payment-failure';

/** luv: the member's balance and payments. */
export default fp(
  async (app: App) => {
    app.decorate('luvService', createLuvService(app));
    await app.register(luvSumRoutes);
    await app.register(paymentFailureRoutes);
  },
  { name: 'module:luv', dependencies: ['auth'] },
);
