import { errorBody, luvShopResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/shoppings/luv/payments: the brand's luv shop (packages, methods, the member's monthly cap). */
const shopRoutes: RoutePlugin = async (app) => {
  app.get('/api/shoppings/luv/payments', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description: "What the brand's luv shop sells (packages: luv + bonus for KRW, VAT included), the payment methods, the days a purchase may be cancelled and, for members under 19, the monthly cap and what is left of it.",
      response: { 200: luvShopResponse, 401: errorBody },
    },
    handler: async (request) => app.shopService.shop(request.member!),
  });
};
export default shopRoutes;
