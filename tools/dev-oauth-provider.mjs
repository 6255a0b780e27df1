#!/usr/bin/env node
// The local OAuth2 authorization server for development, the e2e stack and the API tests
// (oauth2-mock-server on loopback). `npm start` runs it on ports.oauth (the port table) when a provider has
// no OAUTH_<P>_CLIENT_ID of its own and NODE_ENV is not production; never in production.
//   node tools/dev-oauth-provider.mjs [--port N] [--host 127.0.0.1]   (default ports.oauth; --port 0: any free port)
// Prints `{"url": ...}` once listening; GET /health answers ok.
//
// GET /authorize?p=<provider>&response_type=code&client_id&redirect_uri&state[&code_challenge...]
//   without an identity: a small consent page where the person picks who signs in (ID, nickname,
//   e-mail; the last choice per provider is remembered in a cookie) and allows or cancels.
//   Allow -> redirect_uri?code&state; cancel -> redirect_uri?error=access_denied&state.
//   With login_hint=<id> (API tests) it answers the code at once, as that identity.
// POST /token?p=<provider> -> an RS256 access token whose subject is `<provider>-<id>` (PKCE S256
//   checked when the authorize request had a code_challenge).
// GET /userinfo?p=<provider> with the bearer token -> the profile in that provider's shape
//   (kakao / naver / twitch / OIDC for google); a token this server did not sign answers 401.
// GET /tokeninfo?p=<provider> -> the app the token was issued to (the token request's client_id),
//   in that provider's shape: kakao `access_token_info` (Bearer; app_id), google `tokeninfo`
//   (?access_token=; aud, azp), twitch `validate` (`Authorization: OAuth`; client_id); else 401
//   (google: 400 invalid_token).
import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

if (process.env.NODE_ENV === 'production') {
  console.error('dev-oauth-provider: refusing to run with NODE_ENV=production (configure OAUTH_<P>_CLIENT_ID for real providers)');
  process.exit(1);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const require = createRequire(import.meta.url);
const ports = require('./federation/ports.cjs');
// the one provider list (SOCIAL_PROVIDERS of @luvcast/contracts), with each provider's Korean name
const socialProviders = require('./social-providers.cjs');
const port = Number(arg('port', process.env.OAUTH_DEV_PORT ?? String(ports.oauth)));
const host = arg('host', '127.0.0.1');

const ID_RE = /^[a-zA-Z0-9._-]{1,40}$/;

const issuer = new OAuth2Issuer();
await issuer.keys.generate('RS256');
const service = new OAuth2Service(issuer);
/** authorization code -> the identity that consented (spent by the token request) */
const identities = new Map();

service.on('beforeAuthorizeRedirect', (authorizeRedirectUri, req) => {
  const code = authorizeRedirectUri.url.searchParams.get('code');
  if (!code) return;
  const q = req.query;
  const who = typeof q.dev_id === 'string' && q.dev_id ? q.dev_id : typeof q.login_hint === 'string' && q.login_hint ? q.login_hint : 'user';
  identities.set(code, {
    who,
    nickname: typeof q.dev_nickname === 'string' && q.dev_nickname ? q.dev_nickname.slice(0, 40) : undefined,
    email: typeof q.dev_email === 'string' && q.dev_email ? q.dev_email.slice(0, 100) : undefined,
  });
  setTimeout(() => identities.delete(code), 10 * 60_000).unref();
});

service.on('beforeTokenSigning', (token, req) => {
  const p = typeof req.query.p === 'string' ? req.query.p : 'oidc';
  const id = (req.body && identities.get(req.body.code)) || { who: 'user' };
  if (req.body?.code) identities.delete(req.body.code);
  token.payload.sub = `${p}-${id.who}`;
  // the app it is issued to (Basic credentials or the form's client_id), for /tokeninfo
  const basic = String(req.headers.authorization ?? '').startsWith('Basic ') ? Buffer.from(String(req.headers.authorization).slice(6), 'base64').toString('utf8').split(':')[0] : undefined;
  token.payload.client_id = basic || req.body?.client_id || 'unknown';
  if (id.nickname) token.payload.nickname = id.nickname;
  if (id.email) token.payload.email = id.email;
});

service.on('beforeUserinfo', (userInfoResponse, req) => {
  const auth = String(req.headers.authorization || '');
  const claims = verifiedClaims(auth.startsWith('Bearer ') ? auth.slice(7) : '');
  if (!claims) {
    userInfoResponse.statusCode = 401;
    userInfoResponse.body = { error: 'invalid_token' };
    return;
  }
  const sub = claims.sub;
  const nickname = typeof claims.nickname === 'string' ? claims.nickname : `${sub.split('-')[1] ?? 'user'}닉`.slice(0, 10);
  const email = typeof claims.email === 'string' ? claims.email : `${sub}@example.test`;
  switch (req.query.p) {
    case 'kakao':
      userInfoResponse.body = { id: sub, properties: { nickname }, kakao_account: { email } };
      break;
    case 'naver':
      userInfoResponse.body = { resultcode: '00', message: 'success', response: { id: sub, nickname, email } };
      break;
    case 'twitch':
      userInfoResponse.body = { data: [{ id: sub, login: sub, display_name: nickname, email }] };
      break;
    default:
      userInfoResponse.body = { sub, name: nickname, email };
  }
});

/** The claims of an RS256 token this server signed, else null (synchronous: events are). */
function verifiedClaims(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const jwk = issuer.keys.toJSON().find((k) => k.kid === header.kid);
    if (!jwk || header.alg !== 'RS256') return null;
    const ok = verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(parts[2], 'base64url'));
    return ok && typeof payload.sub === 'string' ? payload : null;
  } catch {
    return null;
  }
}

/** GET /tokeninfo?p=<provider>: who the token was issued to, as each provider answers it. */
function tokenInfo(req, res, url) {
  const p = url.searchParams.get('p');
  const auth = String(req.headers.authorization ?? '');
  const token = p === 'google' ? (url.searchParams.get('access_token') ?? '') : auth.replace(/^(Bearer|OAuth) /, '');
  const claims = verifiedClaims(token);
  const answer = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const expiresIn = claims ? Math.max(0, Number(claims.exp) - Math.floor(Date.now() / 1000)) : 0;
  if (!claims || !expiresIn) return p === 'google' ? answer(400, { error: 'invalid_token', error_description: 'Invalid Value' }) : answer(401, { status: 401, message: 'invalid access token' });
  const app = String(claims.client_id ?? 'unknown');
  if (p === 'kakao') return answer(200, { id: claims.sub, expires_in: expiresIn, app_id: app });
  if (p === 'google') return answer(200, { azp: app, aud: app, sub: claims.sub, scope: String(claims.scope ?? ''), expires_in: String(expiresIn) });
  if (p === 'twitch') return answer(200, { client_id: app, login: claims.sub, user_id: claims.sub, scopes: [], expires_in: expiresIn });
  return answer(404, { error: 'no token info for this provider' });
}

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function readCookie(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) {
      try {
        return JSON.parse(decodeURIComponent(rest.join('=')));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function consentPage(req, res, url, problem) {
  const p = url.searchParams.get('p') ?? '';
  const label = socialProviders.providers.includes(p) ? socialProviders.names[p] : 'OAuth2';
  const last = readCookie(req, `dev_oauth_${p}`) ?? {};
  const hidden = [...url.searchParams]
    .filter(([k]) => !k.startsWith('dev_'))
    .map(([k, value]) => `<input type="hidden" name="${esc(k)}" value="${esc(value)}">`)
    .join('');
  const id = url.searchParams.get('dev_id') ?? last.id ?? `user${Math.floor(1000 + Math.random() * 9000)}`;
  const nickname = url.searchParams.get('dev_nickname') ?? last.nickname ?? '';
  const email = url.searchParams.get('dev_email') ?? last.email ?? '';
  res.writeHead(problem ? 400 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(label)} 로그인 (개발용)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem;color:#222}label{display:block;margin:.8rem 0 .2rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}.row{display:flex;gap:.5rem;margin-top:1.2rem}button{flex:1;padding:.6rem;font-size:1rem}.note{color:#666;font-size:.85rem}.err{color:#b00020}</style>
</head><body><main>
<h1>${esc(label)} 로그인 (개발용)</h1>
<p class="note">로컬 개발용 OAuth2 서버입니다. 운영 환경에서는 실행되지 않습니다. 로그인할 테스트 계정을 고르세요. 같은 아이디로 다시 로그인하면 같은 소셜 계정입니다.</p>
${problem ? `<p class="err" role="alert">${esc(problem)}</p>` : ''}
<form method="get" action="/authorize">${hidden}
<label for="dev_id">아이디</label><input id="dev_id" name="dev_id" value="${esc(id)}" required pattern="[a-zA-Z0-9._\\-]{1,40}">
<label for="dev_nickname">닉네임</label><input id="dev_nickname" name="dev_nickname" value="${esc(nickname)}" maxlength="40">
<label for="dev_email">이메일</label><input id="dev_email" name="dev_email" type="email" value="${esc(email)}" maxlength="100">
<div class="row"><button type="submit" name="dev_action" value="allow">동의하고 계속하기</button><button type="submit" name="dev_action" value="deny" formnovalidate>취소</button></div>
</form></main></body></html>`);
}

function redirectBack(res, redirectUri, params) {
  const back = new URL(redirectUri);
  for (const [k, value] of Object.entries(params)) if (value) back.searchParams.set(k, value);
  res.writeHead(302, { location: back.href, 'cache-control': 'no-store' });
  res.end();
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://dev-oauth');
  if (req.method === 'GET' && url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' });
    return res.end('ok');
  }
  if (req.method === 'GET' && url.pathname === '/tokeninfo') return tokenInfo(req, res, url);
  if (req.method === 'GET' && url.pathname === '/authorize' && !url.searchParams.get('login_hint')) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    let valid = false;
    try {
      valid = ['http:', 'https:'].includes(new URL(redirectUri).protocol);
    } catch {
      valid = false;
    }
    if (!valid || url.searchParams.get('response_type') !== 'code') {
      res.writeHead(400, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: 'invalid_request', error_description: 'redirect_uri (http/https) and response_type=code are required' }));
    }
    const action = url.searchParams.get('dev_action');
    if (action === 'deny') {
      return redirectBack(res, redirectUri, { error: 'access_denied', error_description: 'The user denied the request.', state: url.searchParams.get('state') });
    }
    if (action !== 'allow') return consentPage(req, res, url);
    const id = url.searchParams.get('dev_id') ?? '';
    if (!ID_RE.test(id)) return consentPage(req, res, url, '아이디는 영문, 숫자, . _ - 로 1~40자입니다.');
    const p = url.searchParams.get('p') ?? '';
    const remember = encodeURIComponent(JSON.stringify({ id, nickname: url.searchParams.get('dev_nickname') ?? '', email: url.searchParams.get('dev_email') ?? '' }));
    res.setHeader('set-cookie', `dev_oauth_${encodeURIComponent(p)}=${remember}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
  }
  if (req.method === 'POST' && url.pathname === '/token') answerOnce(res);
  service.requestHandler(req, res);
});

/**
 * oauth2-mock-server 8.1.0 answers a failed PKCE check with 400 and then carries on to answer
 * again (ERR_HTTP_HEADERS_SENT closes the keep-alive socket): keep only the first answer.
 */
function answerOnce(res) {
  const { setHeader, writeHead, end } = res;
  res.setHeader = function (...a) {
    return this.headersSent ? this : setHeader.apply(this, a);
  };
  res.writeHead = function (...a) {
    return this.headersSent ? this : writeHead.apply(this, a);
  };
  res.end = function (...a) {
    return this.writableEnded ? this : end.apply(this, a);
  };
}

server.listen(port, host, () => {
  const address = server.address();
  issuer.url = `http://${host}:${address.port}`;
  process.stdout.write(`${JSON.stringify({ url: issuer.url })}\n`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
