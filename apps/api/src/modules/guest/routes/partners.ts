import { COOKIES, errorBody, PARTNER_CODE_COOKIE_MAX_AGE_S, partnerBody, partnerResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST /api/partners {partnerCode}: remembers the code in the partner_code cookie, only when nobody is signed in. */
const partnersRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/partners',
    {
      schema: {
        tags: ['guest'],
        description: 'Stores the referral partner code in the partner_code cookie (PARTNER_CODE_COOKIE_MAX_AGE_S, one day) when nobody is signed in (stored: true); a signed-in caller gets stored: false and nothing changes. Unknown code: 400.',
        body: partnerBody,
        response: { 200: partnerResult, 400: errorBody },
      },
    },
    async (request, reply) => {
      if (await app.identify(request)) return { result: 'ok' as const, stored: false };
      const { partnerCode } = request.body;
      if (!(await app.guestService.partnerExists(partnerCode))) return reply.fail('auth.partner.notFound', 400);
      reply.setSiteCookie(COOKIES.partnerCode, partnerCode, { maxAge: PARTNER_CODE_COOKIE_MAX_AGE_S });
      return { result: 'ok' as const, stored: true };
    },
  );
};
export default partnersRoutes;
