import { errorBody, messageText } from '@luvcast/contracts';
import * as v from 'valibot';
import { absoluteUrl } from '../../../plugins/app/absolute-urls';
import type { RoutePlugin } from '../../../types';

/** Spec §10: the emoji list's default page size. */
export const EMOJI_PAGE_SIZE = 100;
const bad = 'common.badRequest';

/** A non-negative integer in the query string (at most `max`), else the default. */
const intParam = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, bad), v.transform(Number), v.minValue(min, bad), v.maxValue(max, bad)),
    String(fallback),
  );

const emojiQuery = v.object({
  type: v.optional(v.pipe(v.string(), v.maxLength(20, bad))),
  offset: intParam(0, 0, 100_000),
  limit: intParam(EMOJI_PAGE_SIZE, 1, EMOJI_PAGE_SIZE),
  title: v.optional(v.pipe(v.string(), v.maxLength(50, bad))),
  option: v.optional(v.picklist(['', 'latest'], bad)),
});
const emojiResult = v.object({
  list: v.array(v.object({ id: v.number(), type: v.string(), title: v.string(), imageUrl: v.string() })),
  total: v.number(),
  offset: v.number(),
  limit: v.number(),
});

const pincruxKey = (max: number) => v.pipe(v.string(), v.nonEmpty(bad), v.maxLength(max, bad), v.regex(/^[\w.:-]+$/, bad));
const pincruxQuery = v.object({ appkey: pincruxKey(64), pinkey: pincruxKey(100) });
const pincruxResult = v.object({
  result: v.literal('ok'),
  appkey: v.string(),
  provider: v.string(),
  campaign: v.string(),
  firstClick: v.boolean(),
  clickedAt: v.string(),
});

/**
 * Guest reads of spec §7:
 * - GET /api/guest/show-all-emoji: the emoticon catalogue, paginated and filtered.
 * - GET /api/guest/pincrux?appkey&pinkey: an offerwall (Pincrux) landing: the campaign of the app
 *   key and the click of the pin key, recorded once (a later sign-up reward is matched to it).
 */
const emojiAndOfferwallRoutes: RoutePlugin = async (app) => {
  // the emoticon catalogue is reference data (added to existing databases too, on conflict do
  // nothing); the demo offerwall campaign only comes with the demo data (never in production)
  app.addHook('onReady', async () => {
    await app.emoticons.ensureSeeded();
    if (app.config.seedDemo) await app.offerwall.ensureSeeded();
  });

  app.get(
    '/api/guest/show-all-emoji',
    {
      schema: {
        tags: ['guest'],
        description:
          'The active emoticons, in catalogue order (type, then order) or newest first with option=latest. type: one group ' +
          '(basic, luv); title: part of the title, case-insensitive; offset (default 0) and limit (1-100, default 100). ' +
          'Answers the page, the number of matches in all, and the offset and limit used. Bad values: 400.',
        querystring: emojiQuery,
        response: { 200: emojiResult, 400: errorBody },
      },
    },
    async (request) => {
      const { type, title, offset, limit, option } = request.query;
      const page = await app.emoticons.list({ type: type || undefined, title: title?.trim() || undefined, offset, limit, order: option === 'latest' ? 'latest' : 'catalogue' });
      return { list: page.list.map((e) => ({ ...e, imageUrl: absoluteUrl(request, e.imageUrl) })), total: page.total, offset, limit };
    },
  );

  app.get(
    '/api/guest/pincrux',
    {
      schema: {
        tags: ['guest'],
        description:
          'An offerwall landing (the web server calls it on the first render when ?appkey=&pinkey= are in the URL). appkey ' +
          'names an active offerwall campaign, pinkey is the offerwall\'s id of the click; the click is recorded once per ' +
          'campaign (firstClick false and the first clickedAt on a repeat). Unknown or inactive campaign: 404; malformed ' +
          'keys (letters, digits, _ . : -; appkey up to 64, pinkey up to 100 characters): 400.',
        querystring: pincruxQuery,
        response: { 200: pincruxResult, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { appkey, pinkey } = request.query;
      const campaign = await app.offerwall.findActiveCampaign(appkey);
      if (!campaign) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
      const firstClick = await app.offerwall.recordClick(appkey, pinkey);
      const clickedAt = (await app.offerwall.findClick(appkey, pinkey)) ?? new Date();
      return { result: 'ok' as const, appkey, provider: campaign.provider, campaign: campaign.name, firstClick, clickedAt: clickedAt.toISOString() };
    },
  );
};
export default emojiAndOfferwallRoutes;
