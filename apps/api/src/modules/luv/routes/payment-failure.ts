import { paymentFailureResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /v2/api/guest/payment-failure: the caller's failed payments. */
const paymentFailureRoutes: RoutePlugin = async (app) => {
  app.get(
    '/v2/api/guest/payment-failure',
    {
      schema: {
        tags: ['guest'],
        description: "The caller's failed payments (status 6 wrong deposit, 7 cancelled, 8 approval error). Payments do not exist yet, so the list is empty for everyone: real data, not a stub.",
        response: { 200: paymentFailureResult },
      },
    },
    async () => app.luvService.paymentFailures(),
  );
};
export default paymentFailureRoutes;
