import { paymentFailureResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /v2/api/guest/payment-failure: the caller's failed payments (a guest has none). */
const paymentFailureRoutes: RoutePlugin = async (app) => {
  app.get(
    '/v2/api/guest/payment-failure',
    {
      schema: {
        tags: ['guest'],
        description: "The caller's failed payments, newest first (status 6 wrong deposit, 7 cancelled, 8 approval error); an empty list for a guest.",
        response: { 200: paymentFailureResult },
      },
    },
    async (request) => app.shopService.failures(await app.identify(request)),
  );
};
export default paymentFailureRoutes;
