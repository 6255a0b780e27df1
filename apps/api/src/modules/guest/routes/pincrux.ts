import { errorBody, pincruxQuery, pincruxResult } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

const PINCRUX_DOC =
  "An offerwall landing (the web server calls it on the first render when ?appkey=&pinkey= are in the URL). appkey names an active offerwall campaign, pinkey is the offerwall's id of the click; the click is recorded once per campaign (firstClick false and the first clickedAt on a repeat). Unknown or inactive campaign: 404; malformed keys (letters, digits, _ . : -; appkey up to 64, pinkey up to 100 characters): 400.";

/** GET /api/guest/pincrux?appkey&pinkey: an offerwall (Pincrux) landing (guestService.offerwallLanding). */
const pincruxRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/pincrux',
    {
      schema: { tags: ['guest'], description: PINCRUX_DOC, querystring: pincruxQuery, response: { 200: pincruxResult, 400: errorBody, 404: errorBody } },
    },
    async (request, reply) => {
      const landing = await app.guestService.offerwallLanding(request.query.appkey, request.query.pinkey);
      return landing ?? reply.fail('common.notFound', 404, { code: false });
    },
  );
};
export default pincruxRoutes;
