import { emojiListResult, emojiQuery, errorBody } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/** GET /api/guest/show-all-emoji: the emoticon catalogue, paginated and filtered (spec §10), the caller's favourites first. */
const showAllEmojiRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/guest/show-all-emoji',
    {
      config: { publicCache: { tables: ['emoticons'], guestsOnly: true } },
      schema: {
        tags: ['guest'],
        description:
          "The active emoticons, in catalogue order (type, then order) or newest first with option=latest. Signed in (optional): the caller's favourites are marked isFavorite and listed first; option=favorite lists only them (an empty page for a guest). type: one group (basic, luv); title: part of the title, case-insensitive; offset (default 0) and limit (1-100, default 100). Answers the page, the number of matches in all, and the offset and limit used. Bad values: 400.",
        querystring: emojiQuery,
        response: { 200: emojiListResult, 400: errorBody },
      },
    },
    async (request) => {
      const { type, title, offset, limit, option } = request.query;
      const member = await app.identify(request);
      const page = await app.siteService.emoji({ type, title, offset, limit, option: option ?? '', memberId: member?.id ?? null });
      return { list: page.list.map((e) => ({ ...e, imageUrl: request.absoluteUrl(e.imageUrl) })), total: page.total, offset, limit };
    },
  );
};
export default showAllEmojiRoutes;
