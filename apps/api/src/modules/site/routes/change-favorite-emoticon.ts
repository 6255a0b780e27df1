import * as v from 'valibot';
import { changeFavoriteEmoticonBody, changeFavoriteEmoticonReply, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** POST /api/lives/change-favorite-emoticon: a member's favourite emoticons (listed first by show-all-emoji). */
const changeFavoriteEmoticonRoutes: RoutePlugin = async (app) => {
  app.post('/api/lives/change-favorite-emoticon', {
    preHandler: app.authenticate,
    schema: {
      tags: ['live'],
      security: [{ accessCookie: [] }],
      description:
        'Marks (isFavorite true) or unmarks (false) an emoticon as one of the caller\'s favourites; repeating a call changes nothing. GET /api/guest/show-all-emoji lists favourites first (option=favorite: only them). Unknown or inactive emoticon: 404. Signed out: 401.',
      body: changeFavoriteEmoticonBody,
      response: { 200: changeFavoriteEmoticonReply, 400: errorBody, 401: errorBody, 404: errorBody },
    },
    handler: async (request, reply) => {
      const body = request.body as v.InferOutput<typeof changeFavoriteEmoticonBody>;
      const r = await app.siteService.changeFavoriteEmoticon(request.member!.id, body.emoticonId, body.isFavorite);
      return 'refused' in r ? reply.fail(r) : r;
    },
  });
};
export default changeFavoriteEmoticonRoutes;
