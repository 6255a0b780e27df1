import { createHmac } from 'node:crypto';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken, VERIFIED_TOKENS_MAX } from './access-tokens';
import { hashOpaqueToken, newOpaqueToken } from './opaque-tokens';
import { isAllowedOrigin } from './origin-policy';
import { verifyPassword, hashPassword } from './passwords';
import { pkceS256Challenge } from './pkce';

const SECRET = 'spec-secret-spec-secret-spec-secret-00';

describe('access tokens', () => {
  it('round-trips member id, login id, session id and the brand of the session', async () => {
    const token = await signAccessToken({ memberId: 7, loginId: 'demo1234', sessionId: 's-1', nickname: '데모회원', brand: 'lex' }, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).toEqual({ memberId: 7, loginId: 'demo1234', sessionId: 's-1', nickname: '데모회원', brand: 'lex' });
    expect(decodeJwt(token).brd).toBe('lex');
  });

  it('signs tokens a standard JWT library accepts: HS256, issuer and audience luvcast, issued now, expiring after the lifetime', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = signAccessToken({ memberId: 7, loginId: 'demo1234', sessionId: 's-1', nickname: '데모회원', brand: 'bell' }, SECRET, 1800);
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(SECRET), { algorithms: ['HS256'], issuer: 'luvcast', audience: 'luvcast' });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: '7', lid: 'demo1234', sid: 's-1', nick: '데모회원', brd: 'bell' });
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe(payload.iat! + 1800);
    await expect(jwtVerify(token, new TextEncoder().encode(`${SECRET}x`))).rejects.toThrow();
  });

  it('rejects a token that names no known brand (such as one issued before brands were bound)', async () => {
    const key = new TextEncoder().encode(SECRET);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ lid: 'demo1234', sid: 's-1', ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('luvcast').setAudience('luvcast').setExpirationTime('1m').sign(key);
    expect(await verifyAccessToken(await sign({}), SECRET)).toBeNull();
    expect(await verifyAccessToken(await sign({ brd: 'evil' }), SECRET)).toBeNull();
    expect(await verifyAccessToken(await sign({ brd: 'constructor' }), SECRET)).toBeNull();
    expect(await verifyAccessToken(await sign({ brd: 'bell' }), SECRET)).toMatchObject({ brand: 'bell' });
  });

  it('rejects other secrets, expired tokens, garbage and noAccessToken', async () => {
    const token = await signAccessToken({ memberId: 7, loginId: 'demo1234', sessionId: 's-1', nickname: '데모회원', brand: 'luv' }, SECRET, 60);
    expect(await verifyAccessToken(token, `${SECRET}x`)).toBeNull();
    expect(await verifyAccessToken(await signAccessToken({ memberId: 7, loginId: 'a', sessionId: 's', nickname: 'a', brand: 'luv' }, SECRET, -1), SECRET)).toBeNull();
    expect(await verifyAccessToken('noAccessToken', SECRET)).toBeNull();
    expect(await verifyAccessToken('', SECRET)).toBeNull();
  });

  it('accepts only HS256 under the secret with luvcast as issuer and audience, before exp and not before nbf', async () => {
    const key = new TextEncoder().encode(SECRET);
    const claims = { lid: 'demo1234', sid: 's-1', brd: 'luv' };
    const sign = (edit: (jwt: SignJWT) => SignJWT = (j) => j) =>
      edit(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('luvcast').setAudience('luvcast').setExpirationTime('1m')).sign(key);
    expect(await verifyAccessToken(await sign(), SECRET)).toMatchObject({ memberId: 7 });
    expect(await verifyAccessToken(await sign((j) => j.setAudience(['other', 'luvcast'])), SECRET)).toMatchObject({ memberId: 7 });
    expect(await verifyAccessToken(await sign((j) => j.setIssuer('other')), SECRET)).toBeNull();
    expect(await verifyAccessToken(await sign((j) => j.setAudience('other')), SECRET)).toBeNull();
    expect(await verifyAccessToken(await sign((j) => j.setNotBefore('1m')), SECRET)).toBeNull();
    const noExp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('luvcast').setAudience('luvcast').sign(key);
    expect(await verifyAccessToken(noExp, SECRET)).toBeNull();
    const [h, p, s] = (await sign()).split('.');
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    // alg none, another payload under the same signature, a signature cut short, stray characters
    expect(await verifyAccessToken(`${b64({ alg: 'none' })}.${p}.`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${b64({ alg: 'none' })}.${p}.${s}`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${h}.${b64({ ...claims, sub: '8', iss: 'luvcast', aud: 'luvcast', exp: 9e9 })}.${s}`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s.slice(0, -2)}`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s}=`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${s}.x`, SECRET)).toBeNull();
    // a header with an extension the verifier does not know (crit), correctly signed
    const crit = b64({ alg: 'HS256', crit: ['x'], x: 1 });
    expect(await verifyAccessToken(`${crit}.${p}.${createHmac('sha256', SECRET).update(`${crit}.${p}`).digest('base64url')}`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${h}.${p}.${createHmac('sha256', SECRET).update(`${h}.${p}`).digest('base64url')}`, SECRET)).toMatchObject({ memberId: 7 });
  });

  it('keeps judging a token it accepted before by the clock and the secret: refused once expired, before nbf and under another secret', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    try {
      const token = signAccessToken({ memberId: 7, loginId: 'demo1234', sessionId: 's-1', nickname: '데모회원', brand: 'luv' }, SECRET, 60);
      expect(await verifyAccessToken(token, SECRET)).toMatchObject({ memberId: 7 });
      expect(await verifyAccessToken(token, SECRET)).toMatchObject({ memberId: 7 });
      expect(await verifyAccessToken(token, `${SECRET}x`)).toBeNull();
      jest.setSystemTime(new Date('2026-11-28T12:00:59Z'));
      expect(await verifyAccessToken(token, SECRET)).toMatchObject({ memberId: 7 });
      jest.setSystemTime(new Date('2026-11-28T12:01:00Z'));
      expect(await verifyAccessToken(token, SECRET)).toBeNull();
      expect(await verifyAccessToken(token, SECRET)).toBeNull();

      const key = new TextEncoder().encode(SECRET);
      const later = await new SignJWT({ lid: 'demo1234', sid: 's-1', brd: 'luv' }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuer('luvcast').setAudience('luvcast').setNotBefore('30s').setExpirationTime('2m').sign(key);
      expect(await verifyAccessToken(later, SECRET)).toBeNull();
      jest.setSystemTime(new Date('2026-11-28T12:01:30Z'));
      expect(await verifyAccessToken(later, SECRET)).toMatchObject({ memberId: 7 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts every valid token and refuses a tampered one however many tokens it has seen', async () => {
    const tokens = Array.from({ length: VERIFIED_TOKENS_MAX + 5 }, (_, i) => signAccessToken({ memberId: i + 1, loginId: `m${i}`, sessionId: `s-${i}`, nickname: `m${i}`, brand: 'luv' }, SECRET, 60));
    for (const token of tokens) expect(await verifyAccessToken(token, SECRET)).not.toBeNull();
    // the first ones were forgotten (the oldest go first): checked again, still accepted
    expect(await verifyAccessToken(tokens[0], SECRET)).toMatchObject({ memberId: 1 });
    const [h, p, s] = tokens[1].split('.');
    expect(await verifyAccessToken(`${h}.${p}.${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeNull();
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '999' })).toString('base64url');
    expect(await verifyAccessToken(`${h}.${other}.${s}`, SECRET)).toBeNull();
  });

  it('refuses a signature spelled differently even when it decodes to the same bytes', async () => {
    const token = signAccessToken({ memberId: 3, loginId: 'm3', sessionId: 's-3', nickname: 'm3', brand: 'luv' }, SECRET, 60);
    const [h, p, s] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(s.at(-1) as string);
    // the low two bits of the 43rd character are not part of the 32 bytes
    const respelled = [1, 2, 3].map((bits) => `${h}.${p}.${s.slice(0, -1)}${alphabet[last ^ bits]}`);
    for (const forged of respelled) {
      expect(Buffer.from(forged.split('.')[2], 'base64url')).toEqual(Buffer.from(s, 'base64url'));
      expect(await verifyAccessToken(forged, SECRET)).toBeNull();
    }
    expect(await verifyAccessToken(token, SECRET)).toMatchObject({ memberId: 3 });
  });

  it('makes opaque refresh tokens that are stored only as a SHA-256', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashOpaqueToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newOpaqueToken()).not.toBe(token);
  });

  it('never hands out a refresh token twice, across refills of its entropy buffer', () => {
    const tokens = Array.from({ length: 1000 }, () => newOpaqueToken());
    expect(new Set(tokens).size).toBe(1000);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('passwords', () => {
  it('hashes with Argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Demo!2345');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Demo!2345')).toBe(true);
    expect(await verifyPassword(hash, 'demo!2345')).toBe(false);
    expect(await verifyPassword(undefined, 'Demo!2345')).toBe(false);
  });
});

describe('origin policy', () => {
  it.each([
    ['http://luv.localhost:4200', 'api.luv.localhost:4000', true],
    ['http://lex.localhost:4200', 'localhost:4000', true],
    ['https://www.bellcast.tv', 'api.bellcast.tv', true],
    ['http://localhost:4200', 'localhost:4000', true],
    ['http://127.0.0.1:8080', '127.0.0.1:4000', true],
    ['https://site.example', 'api.site.example', true],
    ['http://evil.example', 'api.luv.localhost:4000', false],
    ['http://luvcast.tv.evil.example', 'api.luvcast.tv', false],
    ['null', 'api.luv.localhost', false],
  ])('%s calling %s is allowed: %s', (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host, { corsOrigins: [], production: false })).toBe(allowed);
  });

  it.each([
    ['https://luvcast.tv', 'api.luvcast.tv', true],
    ['https://www.lexcast.tv', 'api.luvcast.tv', true],
    ['https://partner.example', 'api.luvcast.tv', true],
    ['http://localhost:4200', 'api.luvcast.tv', false],
    ['http://127.0.0.1:8080', '127.0.0.1:4000', false],
    ['http://[::1]:4200', 'api.luvcast.tv', false],
    ['http://luv.localhost:4200', 'api.luv.localhost:4000', false],
    ['https://site.example', 'api.site.example', false],
    ['https://luvcast.tv.evil.example', 'api.luvcast.tv', false],
  ])('in production, %s calling %s is allowed: %s (brand sites and CORS_ORIGINS only)', (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host, { corsOrigins: ['https://partner.example'], production: true })).toBe(allowed);
  });
});

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceS256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});
