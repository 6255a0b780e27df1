import { birthdayField, errorBody, genderField, messageText, nameField, phoneField, VERIFICATION_TYPES } from '@luvcast/contracts';
import { hashOpaqueToken, isAllowedOrigin, newOpaqueToken } from '@luvcast/server-auth';
import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RoutePlugin } from '../../../types';

const typeQuery = v.object({ type: v.picklist(VERIFICATION_TYPES, 'common.badRequest'), origin: v.optional(v.string()), redirectUrl: v.optional(v.string()) });
const popupResult = v.object({ result: v.literal('ok'), url: v.string() });
const devSubmitBody = v.object({
  type: v.picklist(VERIFICATION_TYPES, 'common.badRequest'),
  origin: v.string('common.badAccess'),
  redirectUrl: v.optional(v.string(), ''),
  name: nameField,
  birthday: birthdayField,
  gender: genderField,
  phone: phoneField,
  adult: v.optional(v.boolean(), false),
});
const devSubmitResult = v.object({ result: v.literal('success'), redirectUrl: v.string(), authKey: v.string() });

const ADULT_AGE = 19;
function ageOn(birthday: string, today = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number);
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age;
}

/**
 * Identity (personal) verification.
 * GET /api/personal-auth?type and GET /api/auth/signup/personal-auth?type answer `{ result: 'ok',
 * url }`: the popup to open (the development provider's page GET /dev/identity on this API). The
 * opener's origin (query `origin`, else the Origin / Referer header) must be an allowed brand
 * origin: it is the only target the popup posts its message to.
 * The popup posts `{ result: 'success' | 'fail', redirectUrl, authKey }` to the opener and closes;
 * the authKey is random, identity_verifications.auth_key_hash = hashOpaqueToken(authKey).
 */
const personalAuthRoutes: RoutePlugin = async (app) => {
  const openerOrigin = (request: FastifyRequest, given?: string): string | null => {
    const candidates = [given, request.headers.origin, request.headers.referer];
    for (const c of candidates) {
      if (!c) continue;
      try {
        const origin = new URL(c).origin;
        return isAllowedOrigin(origin, request.host, app.config) ? origin : null;
      } catch {
        return null;
      }
    }
    return null;
  };

  for (const path of ['/api/personal-auth', '/api/auth/signup/personal-auth']) {
    app.get(path, { schema: { tags: ['auth'], querystring: typeQuery, response: { 200: popupResult, 400: errorBody } } }, async (request, reply) => {
      if (app.providers.identity.kind === 'off') return reply.code(400).send({ msg: messageText('auth.identity.unavailable', request.locale) });
      const origin = openerOrigin(request, request.query.origin);
      if (!origin) return reply.code(400).send({ msg: messageText('common.badAccess', request.locale) });
      const url = new URL(app.providers.identity.popupUrl({ apiOrigin: `${request.protocol}://${request.host}`, type: request.query.type, openerOrigin: origin }));
      if (request.query.redirectUrl) url.searchParams.set('redirectUrl', request.query.redirectUrl);
      return { result: 'ok' as const, url: url.href };
    });
  }

  if (app.providers.identity.kind !== 'dev') return;

  // the development provider's popup page and its submit
  app.get('/dev/identity', { schema: { hide: true, querystring: typeQuery } }, async (request, reply) => {
    const origin = openerOrigin(request, request.query.origin);
    if (!origin) return reply.code(400).send({ msg: messageText('common.badAccess', request.locale) });
    reply.header('cache-control', 'no-store').header('content-security-policy', DEV_IDENTITY_CSP).type('text/html; charset=utf-8');
    return devIdentityPage({ type: request.query.type, origin, redirectUrl: request.query.redirectUrl ?? '' });
  });

  app.post('/dev/identity', { schema: { hide: true, body: devSubmitBody, response: { 200: devSubmitResult, 400: errorBody } } }, async (request, reply) => {
    const b = request.body;
    const origin = openerOrigin(request, b.origin);
    if (!origin) return reply.code(400).send({ msg: messageText('common.badAccess', request.locale) });
    if (b.adult && ageOn(b.birthday) < ADULT_AGE) return reply.code(400).send({ msg: messageText('auth.birthday.invalid', request.locale) });
    const member = await app.identify(request);
    const authKey = newOpaqueToken();
    await app.identityVerifications.createVerified({
      authKeyHash: hashOpaqueToken(authKey),
      type: b.type,
      name: b.name,
      birthday: b.birthday,
      gender: b.gender,
      phone: b.phone,
      personHash: hashOpaqueToken(`dev-identity|${b.name}|${b.birthday}|${b.gender}|${b.phone}`),
      memberId: member?.id ?? null,
      ttlS: app.config.identityTtlS,
    });
    let redirectUrl = '';
    try {
      if (b.redirectUrl && new URL(b.redirectUrl, origin).origin === origin) redirectUrl = new URL(b.redirectUrl, origin).href;
    } catch {
      redirectUrl = '';
    }
    return { result: 'success' as const, redirectUrl, authKey };
  });
};
export default personalAuthRoutes;

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The popup page's own CSP (the API's is `default-src 'none'`): its inline style and script, fetch to this API only; never framed. */
const DEV_IDENTITY_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function devIdentityPage(p: { type: string; origin: string; redirectUrl: string }): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>본인인증 (개발용)</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;max-width:420px}label{display:block;margin:10px 0 4px}input,select{width:100%;padding:8px;box-sizing:border-box}.row{display:flex;gap:8px;margin-top:18px}button{flex:1;padding:10px}#error{color:#c00;min-height:1.2em}.check{display:flex;gap:6px;align-items:center}.check input{width:auto}</style>
</head><body>
<h1>본인인증</h1>
<p>개발용 본인인증입니다. 입력한 정보로 인증이 완료됩니다.</p>
<form id="f" novalidate>
<label for="name">이름</label><input id="name" name="name" autocomplete="name" required>
<label for="birthday">생년월일</label><input id="birthday" name="birthday" type="date" required>
<label for="gender">성별</label><select id="gender" name="gender"><option value="M">남자</option><option value="F">여자</option></select>
<label for="phone">휴대폰 번호</label><input id="phone" name="phone" inputmode="numeric" required>
<label class="check"><input id="adult" name="adult" type="checkbox"> 성인 (만 19세 이상)</label>
<p id="error" role="alert"></p>
<div class="row"><button type="button" id="cancel">취소</button><button type="submit">인증</button></div>
</form>
<script>
(function () {
  var params = ${json(p)};
  function post(message) {
    if (window.opener) window.opener.postMessage(message, params.origin);
    window.close();
  }
  function xsrf() {
    var m = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  document.getElementById('cancel').addEventListener('click', function () {
    post({ result: 'fail', redirectUrl: '', authKey: '' });
  });
  document.getElementById('f').addEventListener('submit', function (e) {
    e.preventDefault();
    var body = {
      type: params.type, origin: params.origin, redirectUrl: params.redirectUrl,
      name: document.getElementById('name').value,
      birthday: document.getElementById('birthday').value,
      gender: document.getElementById('gender').value,
      phone: document.getElementById('phone').value.replace(/\\D/g, ''),
      adult: document.getElementById('adult').checked
    };
    fetch('/dev/identity', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf() }, body: JSON.stringify(body) })
      .then(function (res) { return res.json().then(function (data) { return { ok: res.ok, data: data }; }); })
      .then(function (r) {
        if (r.ok) post({ result: 'success', redirectUrl: r.data.redirectUrl, authKey: r.data.authKey });
        else document.getElementById('error').textContent = r.data.msg || '';
      })
      .catch(function () { post({ result: 'fail', redirectUrl: '', authKey: '' }); });
  });
})();
</script>
</body></html>`;
}
