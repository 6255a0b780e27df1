import { devIdentityBody, devIdentityResult, errorBody, personalAuthQuery } from '@luvcast/contracts';
import type { RoutePlugin } from '../../types';

/**
 * The development identity provider's own pages, served by the API when IDENTITY_PROVIDER=dev
 * (never in production): GET /dev/identity (the popup form: 이름, 생년월일, 성별, 휴대폰 번호, 성인
 * checkbox; buttons 인증 / 취소) and POST /dev/identity (its submit, JSON with the XSRF header),
 * which records a verified identity through the verification service and answers the authKey the
 * page posts to its opener, like a real provider's return page. Hidden from the OpenAPI document.
 */
const devIdentityRoutes: RoutePlugin = async (app) => {
  const openerOrigin = (given: string | undefined, request: { host: string; headers: { origin?: string; referer?: string } }) =>
    app.verificationService.openerOrigin([given, request.headers.origin, request.headers.referer], request.host);

  app.get('/dev/identity', { schema: { hide: true, querystring: personalAuthQuery } }, async (request, reply) => {
    const origin = openerOrigin(request.query.origin, request);
    if (!origin) return reply.fail('common.badAccess', 400, { code: false });
    reply.header('cache-control', 'no-store').header('content-security-policy', DEV_IDENTITY_CSP).type('text/html; charset=utf-8');
    return devIdentityPage({ type: request.query.type, origin, redirectUrl: request.query.redirectUrl ?? '' });
  });

  app.post('/dev/identity', { schema: { hide: true, body: devIdentityBody, response: { 200: devIdentityResult, 400: errorBody } } }, async (request, reply) => {
    const origin = openerOrigin(request.body.origin, request);
    if (!origin) return reply.fail('common.badAccess', 400, { code: false });
    const member = await app.identify(request);
    const result = await app.verificationService.recordDevIdentity(request.body, origin, member?.id ?? null);
    if (!result) return reply.fail('auth.birthday.invalid', 400, { code: false });
    return result;
  });
};
export default devIdentityRoutes;

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
