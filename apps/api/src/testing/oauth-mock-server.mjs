// A local OAuth2 authorization server for the API tests (oauth2-mock-server, ESM, run as a child
// process). Listens on an ephemeral loopback port and prints `{"url": ...}` once ready.
// `?p=<provider>` on the token and user-info URLs selects the provider: the token's subject is
// `<provider>-<login_hint or user>` and user info answers in that provider's shape. A bearer token
// the server did not sign answers 401.
import { createPublicKey, verify } from 'node:crypto';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
const hints = new Map();

server.service.on('beforeAuthorizeRedirect', (authorizeRedirectUri, req) => {
  // remember who "logged in" at the provider for this code (login_hint), default `user`
  const code = authorizeRedirectUri.url.searchParams.get('code');
  if (code) hints.set(code, typeof req.query.login_hint === 'string' ? req.query.login_hint : 'user');
});
server.service.on('beforeTokenSigning', (token, req) => {
  const p = typeof req.query.p === 'string' ? req.query.p : 'oidc';
  const who = (req.body && hints.get(req.body.code)) || 'user';
  token.payload.sub = `${p}-${who}`;
});

server.service.on('beforeUserinfo', (userInfoResponse, req) => {
  const auth = String(req.headers.authorization || '');
  const sub = verifiedSubject(auth.startsWith('Bearer ') ? auth.slice(7) : '');
  if (!sub) {
    userInfoResponse.statusCode = 401;
    userInfoResponse.body = { error: 'invalid_token' };
    return;
  }
  const nickname = `${sub.split('-')[1] ?? 'user'}닉`.slice(0, 10);
  const email = `${sub}@example.test`;
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

/** The subject of an RS256 token this server signed, else null (synchronous: events are). */
function verifiedSubject(token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const jwk = server.issuer.keys.toJSON().find((k) => k.kid === header.kid);
    if (!jwk || header.alg !== 'RS256') return null;
    const ok = verify('RSA-SHA256', Buffer.from(`${parts[0]}.${parts[1]}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(parts[2], 'base64url'));
    return ok && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

await server.start(0, '127.0.0.1');
process.stdout.write(`${JSON.stringify({ url: server.issuer.url })}\n`);
process.on('SIGTERM', async () => {
  await server.stop();
  process.exit(0);
});
