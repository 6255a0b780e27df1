import { errorBody, sanctionAppealBody, sanctionAppealResponse } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';
import { verifySanctionAppealToken } from '../../auth/tokens';

/**
 * POST /api/cs/sanction-appeal: a sanctioned member cannot sign in, so their 423 sign-in answer
 * carries an `appealToken` (30 minutes, bound to the member and the sanction); with it and their
 * text they appeal without a session. The appeal is an inquiry of theirs that operators answer; the
 * member reads the answer once they can sign in again.
 */
const sanctionAppealRoutes: RoutePlugin = async (app) => {
  app.post('/api/cs/sanction-appeal', {
    schema: {
      tags: ['cs'],
      description:
        "Appeals the sanction named by the sign-in's 423 appealToken with a text (2,000). 201 { id, result: ok }; 400 cs.appeal.token (expired or not a token) or cs.inquiry.content, 404 cs.inquiry.appeal (the sanction ended), 409 cs.inquiry.appealOpen (one open appeal per sanction), 429 cs.inquiry.tooMany.",
      body: sanctionAppealBody,
      response: { 201: sanctionAppealResponse, 400: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
    },
    handler: async (request, reply) => {
      const claims = await verifySanctionAppealToken(app.config.jwtSecret, request.body.appealToken);
      if (!claims) return reply.fail('cs.appeal.token', 400);
      const r = await app.inquiriesService.appealSanction(claims.memberId, claims.sanctionId, request.body.content);
      return 'refused' in r ? reply.fail(r) : reply.code(201).send(r);
    },
  });
};
export default sanctionAppealRoutes;
