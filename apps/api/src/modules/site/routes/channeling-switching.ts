import { errorBody, messageText } from '@luvcast/contracts';
import { brands, resolveBrand, type Brand } from '@luvcast/brand-config';
import { verifyPassword } from '@luvcast/server-auth';
import * as v from 'valibot';
import { absoluteUrl } from '../../../plugins/app/absolute-urls';
import { platformSwitches, SWITCH_NAMES, type SwitchName } from '../site.service';
import type { RoutePlugin } from '../../../types';

const timeResult = v.object({ now: v.string(), epochMs: v.number() });
const timeParams = v.object({ n: v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'common.badRequest')) });
const timeQuery = v.object({ ver: v.optional(v.pipe(v.string(), v.maxLength(5, 'common.badRequest'))) });

const switchesResult = v.object(Object.fromEntries(SWITCH_NAMES.map((n) => [n, v.boolean()])) as Record<SwitchName, v.BooleanSchema<undefined>>);

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max, 'common.badRequest')), '');
const liveAuthQuery = v.object({ channelId: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(64, 'common.badRequest')), viewerId: text(15), password: text(40), option: text(20), aspCode: text(50) });
const LIVE_AUTH_REASONS = ['ok', 'adultBroadcastOff', 'loginRequired', 'adultRequired', 'passwordRequired', 'passwordWrong'] as const;
const liveAuthResult = v.object({ result: v.literal('ok'), canWatch: v.boolean(), reason: v.picklist(LIVE_AUTH_REASONS), adultLevel: v.number(), hasPassword: v.boolean() });

const popupsResult = v.object({ list: v.array(v.object({ id: v.number(), title: v.string(), content: v.string(), createdAt: v.string() })) });
const bannersNewStyleResult = v.object({ list: v.array(v.object({ id: v.number(), title: v.string(), imageUrl: v.string(), mobileImageUrl: v.string(), linkUrl: v.nullable(v.string()), position: v.number() })) });
const themesQuery = v.object({ device: v.optional(v.picklist(['PC', 'MOBILE_WEB', 'APP', 'UNKNOWN', 'PCWEB', 'MOBILEWEB'], 'common.badRequest'), 'PC') });
const themeEntry = v.object({ code: v.picklist(['DARK', 'BLUE']), primary: v.string(), background: v.string(), surface: v.string(), text: v.string() });
const themesResult = v.object({ device: v.string(), defaultTheme: v.picklist(['DARK', 'BLUE']), list: v.array(themeEntry) });
const logoListResult = v.object({ list: v.array(v.object({ brand: v.string(), name: v.string(), text: v.string(), src: v.string(), current: v.boolean() })) });
const subscriberQuery = v.object({ channelId: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(64, 'common.badRequest')) });
const subscriberResult = v.object({ channelId: v.string(), count: v.number() });
const newBoardResult = v.object({ isNew: v.boolean(), latestId: v.nullable(v.number()), latestAt: v.nullable(v.string()) });
const paymentFailureResult = v.object({ list: v.array(v.object({ paymentId: v.string(), status: v.number(), amount: v.number(), createdAt: v.string() })) });

const POPUP_DAYS = 30;
const NEW_BOARD_DAYS = 7;

/**
 * The remaining guest reads of spec §7: server time, platform switches, live authorization,
 * popups, new-style banners, themes, logos, subscriber count, new-board badge and payment failures.
 */
const siteReadRoutes: RoutePlugin = async (app) => {
  const time = () => {
    const d = new Date();
    return { now: d.toISOString(), epochMs: d.getTime() };
  };
  const timeDoc = 'Server time (clients correct their clock with it).';
  app.get('/v2/api/guest/timeCheck', { schema: { tags: ['guest'], description: timeDoc, response: { 200: timeResult } } }, async () => time());
  app.get('/api/guest/timeCheck/:n', { schema: { tags: ['guest'], description: `${timeDoc} Any small number n and ?ver=2 answer the same.`, params: timeParams, querystring: timeQuery, response: { 200: timeResult } } }, async () => time());

  const switches = (brand: Brand) => platformSwitches(app, brand);

  app.get(
    '/api/guest/channeling-switching',
    {
      schema: {
        tags: ['guest'],
        description:
          "Platform switches (spec §3) for the request's brand: what brand-config offers, unless an operator switched it off " +
          '(site flag switch:<name> = off, via PUT /api/admin/site-flags).',
        response: { 200: switchesResult },
      },
    },
    async (request) => switches(resolveBrand(request.host)),
  );

  app.get(
    '/api/guest/live-Auth',
    {
      schema: {
        tags: ['guest'],
        description:
          'May this viewer watch the channel (uuid or broadcaster login ID)? Adult and adult-plus broadcasts need a signed-in, ' +
          'identity-verified adult (viewerId, when sent, must be the signed-in member) and the adult switch of the brand; ' +
          'password broadcasts need the right password. option and aspCode are accepted for the embed flows and do not ' +
          'widen access. Unknown channel: 404.',
        querystring: liveAuthQuery,
        response: { 200: liveAuthResult, 404: errorBody },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const channel = await app.channels.findByIdOrOwnerLoginId(q.channelId);
      if (!channel) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
      const base = { result: 'ok' as const, adultLevel: channel.adultLevel, hasPassword: !!channel.passwordHash };
      const answer = (reason: (typeof LIVE_AUTH_REASONS)[number]) => ({ ...base, canWatch: reason === 'ok', reason });
      if (channel.adultLevel > 0) {
        const s = await switches(resolveBrand(request.host));
        if (!(channel.adultLevel === 1 ? s.adultBroadcast : s.adultPlusBroadcast)) return answer('adultBroadcastOff');
        const me = await app.identify(request);
        if (!me || (q.viewerId && q.viewerId !== me.loginId)) return answer('loginRequired');
        if (!me.row.isAdult || !me.row.identityVerified) return answer('adultRequired');
      }
      if (channel.passwordHash) {
        if (!q.password) return answer('passwordRequired');
        if (!(await verifyPassword(channel.passwordHash, q.password))) return answer('passwordWrong');
      }
      return answer('ok');
    },
  );

  app.get(
    '/api/guest/popups',
    { schema: { tags: ['guest'], description: `Popups: the important notices of the last ${POPUP_DAYS} days, newest first.`, response: { 200: popupsResult } } },
    async () => ({
      list: (await app.notices.importantSince(POPUP_DAYS)).map((n) => ({ id: n.id, title: n.title, content: n.content, createdAt: n.createdAt.toISOString() })),
    }),
  );

  app.get(
    '/api/guest/banners-newstyle',
    { schema: { tags: ['guest'], description: 'The active banners (same rows as /api/guest/banners) in the new layout: absolute image URLs for PC and mobile, position from 0.', response: { 200: bannersNewStyleResult } } },
    async (request) => ({
      list: (await app.banners.listActive()).map((b, position) => {
        const imageUrl = absoluteUrl(request, b.imageUrl);
        return { id: b.id, title: b.title, imageUrl, mobileImageUrl: imageUrl, linkUrl: b.linkUrl, position };
      }),
    }),
  );

  app.get(
    '/api/guest/themes',
    { schema: { tags: ['guest'], description: "The themes (DARK, BLUE) in the request's brand colours; BLUE is the default, DARK on apps.", querystring: themesQuery, response: { 200: themesResult } } },
    async (request) => {
      const { colors } = resolveBrand(request.host);
      const device = request.query.device;
      return {
        device,
        defaultTheme: device === 'APP' ? ('DARK' as const) : ('BLUE' as const),
        list: [
          { code: 'BLUE' as const, primary: colors.primary, background: colors.background, surface: colors.surface, text: colors.text },
          { code: 'DARK' as const, primary: colors.primary, background: '#121014', surface: '#1e1b21', text: '#f4f1f6' },
        ],
      };
    },
  );

  app.get(
    '/api/guest/logo-list',
    { schema: { tags: ['guest'], description: 'Every brand logo (web paths served by the web server); current marks the brand of the request host.', response: { 200: logoListResult } } },
    async (request) => {
      const current = resolveBrand(request.host).id;
      return { list: Object.values(brands).map((b) => ({ brand: b.id, name: b.name, text: b.logo.text, src: b.logo.src, current: b.id === current })) };
    },
  );

  app.get(
    '/api/guest/subscriber-count',
    {
      schema: {
        tags: ['guest'],
        description: 'Subscribers of a channel (uuid or broadcaster login ID). Subscriptions are not sold yet, so every channel has 0: that is the real count, not a placeholder. Unknown channel: 404.',
        querystring: subscriberQuery,
        response: { 200: subscriberResult, 404: errorBody },
      },
    },
    async (request, reply) => {
      const channel = await app.channels.findByIdOrOwnerLoginId(request.query.channelId);
      if (!channel) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
      return { channelId: channel.id, count: 0 };
    },
  );

  app.get(
    '/api/guest/find-new-board',
    { schema: { tags: ['guest'], description: `The "new" badge of the customer-service board: isNew when a notice was posted in the last ${NEW_BOARD_DAYS} days.`, response: { 200: newBoardResult } } },
    async () => {
      const latest = await app.notices.latest();
      const isNew = !!latest && Date.now() - latest.createdAt.getTime() < NEW_BOARD_DAYS * 86_400_000;
      return { isNew, latestId: latest?.id ?? null, latestAt: latest?.createdAt.toISOString() ?? null };
    },
  );

  app.get(
    '/v2/api/guest/payment-failure',
    {
      schema: {
        tags: ['guest'],
        description: "The caller's failed payments (status 6 wrong deposit, 7 cancelled, 8 approval error). Payments do not exist yet, so the list is empty for everyone: real data, not a stub.",
        response: { 200: paymentFailureResult },
      },
    },
    async () => ({ list: [] }),
  );
};
export default siteReadRoutes;
