// Child process of api-bench.ts. One database (in-memory PGlite, or DATABASE_URL), migrated and seeded,
// and on loopback ephemeral ports:
// - `api`: the full API (buildApp, production code and default config);
// - `bare`: a bare Fastify hello-world (the peer of the public read);
// - `echo`: a bare Fastify route sending the API's cached public read as it is — the same headers
//   (a fresh X-Request-Id each) and body, read from the API at start: what Fastify and Node cost for
//   that answer with no hook at all (context for the public read's ratio, not its goal);
// - `peer`: a bare Fastify `GET /api/my/profile` doing the minimal work of an authenticated read with
//   the database driver directly: take the access cookie, verify the HS256 JWT with node:crypto, one
//   indexed lookup of the session family and its member (pg with a named prepared statement and a
//   pool of the API's size on PostgreSQL; the same PGlite instance the API uses otherwise).
// It signs the demo member in through the API (POST /v2/api/auth/signin) and prints one JSON line
// with the ports and that sign-in's cookie header.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { CLIENT_HEADER, COOKIES, XSRF_COOKIE, XSRF_HEADER } from '@luvcast/contracts';
import { createDatabase, DEMO_ACCOUNTS, migrate, seedIfEmpty } from '@luvcast/db';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';

export const API_HOST = 'api.luv.localhost:4000';

/** The peer's whole authenticated read: the member of an active session family, one indexed query. */
const MEMBER_OF_SESSION = `select m.* from members m
  where m.id = $2 and exists (select 1 from auth_sessions s where s.family_id = $1 and s.member_id = $2 and s.revoked_at is null and s.expires_at > now())
  limit 1`;

/** HS256 verification as a bare service would write it: signature (constant time), exp; the claims. */
function verifyHs256(token: string, key: Buffer): { sub: string; sid: string } | null {
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return null;
  const expected = createHmac('sha256', key).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { sub: string; sid: string; exp: number };
  return claims.exp > Date.now() / 1000 ? claims : null;
}

async function main(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  // the production log level (info: no per-request lines, docs in app.ts); its lines go to the parent, which skips them
  const config = { ...loadConfig({}), pgliteDir: 'memory://', logLevel: process.env['LOG_LEVEL'] ?? 'info', seedDemo: true, databaseUrl };
  const database = await createDatabase({ databaseUrl, poolSize: config.databasePoolSize, dataDir: config.pgliteDir });
  await migrate(database.db);
  await seedIfEmpty(database.db);

  const api = await buildApp({ config, database });
  await api.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const banners = await api.inject({ method: 'GET', url: '/api/guest/banners', headers: { [CLIENT_HEADER]: 'bench', host: API_HOST } });
  const sent = Object.fromEntries(Object.entries(banners.headers).filter(([name]) => !['date', 'connection', 'content-length', 'x-request-id'].includes(name)));
  const echo = Fastify({ logger: false });
  echo.get('/api/guest/banners', (_request, reply) => {
    reply.headers(sent).header('x-request-id', randomUUID()).send(banners.body);
  });
  await echo.listen({ port: 0, host: '127.0.0.1' });

  const pool = databaseUrl ? new Pool({ connectionString: databaseUrl, max: config.databasePoolSize }) : undefined;
  const memberOf = async (familyId: string, memberId: number) =>
    pool
      ? (await pool.query({ name: 'bench_member_of_session', text: MEMBER_OF_SESSION, values: [familyId, memberId] })).rows[0]
      : (await database.executeSql(MEMBER_OF_SESSION, [familyId, memberId])).rows[0];
  const key = Buffer.from(config.jwtSecret, 'utf8');
  const accessCookie = new RegExp(`(?:^|;\\s*)${COOKIES.access}=([^;]+)`);
  const peer = Fastify({ logger: false });
  peer.get('/api/my/profile', async (request, reply) => {
    const token = accessCookie.exec(request.headers.cookie ?? '')?.[1];
    const claims = token ? verifyHs256(token, key) : null;
    const member = claims ? await memberOf(claims.sid, Number(claims.sub)) : undefined;
    if (!member || member['status'] !== 'active') return reply.code(401).send({ msg: 'accessToken is not valid.' });
    return { profile: { id: member['id'], loginId: member['login_id'], nickname: member['nickname'], profileImage: member['profile_image'] } };
  });
  await peer.listen({ port: 0, host: '127.0.0.1' });

  // a real sign-in of the demo member through the API: its cookies are the authenticated read's
  const signIn = await api.inject({
    method: 'POST',
    url: '/v2/api/auth/signin',
    headers: { [CLIENT_HEADER]: 'bench', host: API_HOST, 'content-type': 'application/json', cookie: `${XSRF_COOKIE}=bench`, [XSRF_HEADER]: 'bench' },
    payload: { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password, device: 'PCWEB' },
  });
  if (signIn.statusCode !== 200) throw new Error(`the demo member's sign-in answered ${signIn.statusCode}: ${signIn.body}`);
  const cookie = [`${XSRF_COOKIE}=bench`, ...signIn.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`)].join('; ');

  const portOf = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ bench: 'ready', api: portOf(api), bare: portOf(bare), echo: portOf(echo), peer: portOf(peer), cookie })}\n`);
  process.on('SIGTERM', async () => {
    await Promise.all([api.close(), bare.close(), echo.close(), peer.close()]);
    await pool?.end();
    await database.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
