import { errorBody, useCouponBody, useCouponResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST /api/shoppings/useCoupon: a coupon's luv into the wallet, once per member. */
const useCouponRoutes: RoutePlugin = async (app) => {
  app.post('/api/shoppings/useCoupon', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description: 'Uses a coupon (spaces and dashes ignored, any case): its luv and the new balance. 404 coupon.notFound, 409 coupon.used / coupon.exhausted, 400 coupon.expired / coupon.notStarted / coupon.empty. Takes an Idempotency-Key.',
      body: useCouponBody,
      response: { 200: useCouponResponse, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => app.idempotent(request, reply, { required: false }, (tx) => app.couponsService.use(request.member!, request.body.couponNumber, tx)),
  });
};
export default useCouponRoutes;
