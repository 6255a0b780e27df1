import { COOKIES, errorBody, GUEST_NOT_FOUND, GUEST_OK, GUEST_OVERLAP, messageText, PARTNER_CODE_COOKIE_MAX_AGE_S } from '@luvcast/contracts';
import * as v from 'valibot';
import { cookieBase } from '../../../plugins/app/site-cookies';
import type { RoutePlugin } from '../../../types';

const param = (name: string, max: number) => v.object({ [name]: v.pipe(v.string(), v.maxLength(max, 'common.badRequest')) });
const text = 'text/plain; charset=utf-8';

const partnerBody = v.object({ partnerCode: v.pipe(v.string(), v.trim(), v.nonEmpty('auth.partner.notFound'), v.maxLength(30, 'auth.partner.notFound')) });
const partnerResult = v.object({ result: v.literal('ok'), stored: v.boolean() });

/**
 * The sign-up form's guest checks (spec §7). Plain-text answers:
 * - GET /api/guest/loginId/{id}, /nickname/{nickname}: `overlap` when taken, `ok` when free
 * - GET /api/guest/find-loginId/{id}: `ok` when an account (not withdrawn) has this ID (find flows), else `notfound`
 * - GET /api/guest/refcode/{code}: `ok` for an active partner code, else `notfound`
 * - GET /api/guest/findRecommender/{code}: `notfound`, `overlap` (the caller's own ID), the recommender's nickname,
 *   or, for an active partner code (e.g. XIN), the partner's name (a partner code is a valid recommender)
 * POST /api/partners {partnerCode}: remembers the code in the partner_code cookie, only when nobody is signed in.
 */
const accountCheckRoutes: RoutePlugin = async (app) => {
  app.addHook('onReady', () => app.partners.ensureSeeded());

  app.get('/api/guest/loginId/:id', { schema: { tags: ['guest'], params: param('id', 50), description: 'text/plain: overlap | ok' } }, async (request, reply) =>
    reply.type(text).send((await app.members.loginIdTaken(request.params.id)) ? GUEST_OVERLAP : GUEST_OK),
  );

  app.get(
    '/api/guest/find-loginId/:id',
    { schema: { tags: ['guest'], params: param('id', 50), description: 'text/plain: ok when a member (not withdrawn) has this login ID, notfound otherwise (find ID / password flows)' } },
    async (request, reply) => {
      const member = await app.members.findByLoginId(request.params.id);
      return reply.type(text).send(member && !member.expiredAt ? GUEST_OK : GUEST_NOT_FOUND);
    },
  );

  app.get(
    '/api/guest/nickname/:nickname',
    { schema: { tags: ['guest'], params: param('nickname', 100), description: 'text/plain: overlap | ok (the nickname is URL-encoded in the path)' } },
    async (request, reply) => reply.type(text).send((await app.members.nicknameTaken(request.params.nickname.trim())) ? GUEST_OVERLAP : GUEST_OK),
  );

  app.get('/api/guest/refcode/:code', { schema: { tags: ['guest'], params: param('code', 50), description: 'text/plain: ok | notfound' } }, async (request, reply) =>
    reply.type(text).send((await app.partners.exists(request.params.code)) ? GUEST_OK : GUEST_NOT_FOUND),
  );

  app.get(
    '/api/guest/findRecommender/:code',
    { schema: { tags: ['guest'], params: param('code', 50), description: "text/plain: notfound | overlap (the signed-in caller's own ID) | the recommender's nickname | the partner's name for an active partner code (e.g. XIN)" } },
    async (request, reply) => {
      const code = request.params.code.trim();
      const me = await app.identify(request);
      if (me && me.loginId === code) return reply.type(text).send(GUEST_OVERLAP);
      // a partner code (e.g. XIN) is accepted as a recommender and answered with the partner's name
      const partner = await app.partners.findActive(code);
      if (partner) return reply.type(text).send(partner.name);
      const member = await app.members.findByLoginId(code);
      return reply.type(text).send(member && !member.expiredAt && member.status === 'active' ? member.nickname : GUEST_NOT_FOUND);
    },
  );

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
      if (!(await app.partners.exists(partnerCode))) {
        return reply.code(400).send({ msg: messageText('auth.partner.notFound', request.locale), code: 'auth.partner.notFound' });
      }
      reply.setCookie(COOKIES.partnerCode, partnerCode, { ...cookieBase(request), maxAge: PARTNER_CODE_COOKIE_MAX_AGE_S });
      return { result: 'ok' as const, stored: true };
    },
  );
};
export default accountCheckRoutes;
