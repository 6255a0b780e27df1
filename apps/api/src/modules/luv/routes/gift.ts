import { errorBody, sendGiftBody, sendGiftResponse } from '@luvcast/contracts';
import { ledgerKeyOf } from '../../../plugins/app/idempotency';
import type { RoutePlugin } from '../../../types';

/** POST /api/lives/gift: luv to the broadcaster of a channel (in its live, or on its page). */
const giftRoutes: RoutePlugin = async (app) => {
  app.post('/api/lives/gift', {
    preHandler: app.authenticate,
    schema: {
      tags: ['luv'],
      security: [{ accessCookie: [] }],
      description:
        "Sends luv with an optional message (Idempotency-Key required: a gift retried after a network error is sent once): the sender's wallet to the broadcaster's earnings, and the chat room's gift event. 400 luv.insufficient / luv.gift.self / luv.amount.invalid, 404 live.channel.notFound, 422 idempotency.conflict.",
      body: sendGiftBody,
      response: { 200: sendGiftResponse, 400: errorBody, 401: errorBody, 404: errorBody, 422: errorBody },
    },
    handler: async (request, reply) => {
      const read = app.giftsService.partiesRead(request.member!, request.body);
      return app.idempotent(request, reply, { required: true, read }, (tx, parties, keeper) =>
        app.giftsService.send(request.member!, request.body, ledgerKeyOf(request, 'gift'), tx, parties, keeper),
      );
    },
  });
};
export default giftRoutes;
