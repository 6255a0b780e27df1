import { maxHeaderSize } from 'node:http';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { CLIENT_HEADER, COOKIES, NO_ACCESS_TOKEN, XSRF_COOKIE, XSRF_HEADER } from '@luvcast/contracts';
import { loadConfig, type Config } from './config';
import { OAUTH_STATE_COOKIE } from './modules/social/social.service';
import { solvedCaptcha } from './testing/captcha';
import {
  FRESH_CAPTCHA,
  hostileRawBody,
  hostileString,
  hostileValue,
  pathValue,
  queryValue,
  validValue,
  asText,
  type Hostility,
  type JsonSchema,
  type RawSegment,
} from './testing/openapi-arbitraries';
import { API_HOST, CookieJar, createTestApp, signIn, xsrfJar, type TestApp } from './testing/test-app';

/**
 * OpenAPI-driven fuzzing: every operation of the generated document (app.swagger()) gets requests
 * generated from its JSON schemas (path, query, body), mostly valid values mixed with hostile ones,
 * as a guest and signed in (demo member; the operator for /api/admin). No answer may be a 5xx or
 * take longer than SLOW_MS. A route is fuzzed as soon as it is documented.
 *
 * A failure names the request (method, URL, caller, address, Host, cookies, body) and the answer.
 * FUZZ_SEED (fixed default below), FUZZ_RUNS (requests per operation and caller), FUZZ_ONLY (a
 * regex on "METHOD /path"), FUZZ_SHRINK=1 (shrink the counterexample) and FUZZ_STATS=1 (print the
 * answers per operation): `FUZZ_SEED=123 FUZZ_RUNS=200 FUZZ_ONLY=signin npx jest -c jest.api.config.js apps/api/src/openapi-fuzz.spec.ts`.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20261122);
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 20);
/** FUZZ_ONLY=<regex> fuzzes only the matching operations ("POST /v2/api/auth/signin"), to chase one finding */
const ONLY = process.env['FUZZ_ONLY'] ? new RegExp(process.env['FUZZ_ONLY']) : undefined;
const SLOW_MS = 5000;
/** The discard port on loopback: nothing listens there, a connection is refused at once. */
const UNREACHABLE = 'http://127.0.0.1:9';

/** The operations documented when this test was written: the document may grow, never lose one. */
const KNOWN_OPERATIONS = [
  'GET /health',
  'GET /static/{kind}',
  'POST /v2/api/auth/signin',
  'GET /api/auth/xsrf',
  'POST /api/auth/signout',
  'GET /api/my/profile',
  'GET /api/luv/luv-sum',
  'GET /api/cs/notice-list',
  'GET /api/guest/suggestion-list',
  'GET /api/guest/banners',
  'POST /api/auth/signup',
  'POST /api/auth/signup/foreigner',
  'GET /api/guest/loginId/{id}',
  'GET /api/guest/find-loginId/{id}',
  'GET /api/guest/nickname/{nickname}',
  'GET /api/guest/refcode/{code}',
  'GET /api/guest/findRecommender/{code}',
  'POST /api/partners',
  'POST /api/oauth/refresh',
  'POST /api/oauth/generate',
  'PUT /api/oauth/password',
  'GET /api/auth/signin/find',
  'POST /api/auth/signin/find-id/confirm',
  'POST /api/auth/signin/find-password/confirm',
  'POST /api/auth/expire',
  'GET /api/guest/status',
  'PUT /api/admin/site-flags',
  'GET /api/admin/members/{loginId}',
  'PUT /api/admin/members/{loginId}/status',
  'GET /v2/api/guest/timeCheck',
  'GET /api/guest/timeCheck/{n}',
  'GET /api/guest/channeling-switching',
  'GET /api/guest/live-Auth',
  'GET /api/guest/popups',
  'GET /api/guest/banners-newstyle',
  'GET /api/guest/themes',
  'GET /api/guest/logo-list',
  'GET /api/guest/subscriber-count',
  'GET /api/guest/find-new-board',
  'GET /api/cs/develop-notice-list',
  'GET /api/cs/guide-list',
  'GET /api/cs/static/{file}',
  'GET /api/admin/notices',
  'POST /api/admin/notices',
  'PUT /api/admin/notices/{id}',
  'DELETE /api/admin/notices/{id}',
  'POST /api/admin/cs-static',
  'GET /v2/api/guest/payment-failure',
  'GET /api/guest/show-all-emoji',
  'POST /api/lives/change-favorite-emoticon',
  'GET /api/guest/pincrux',
  'GET /api/auth/captcha/challenge',
  'POST /v2/api/auth/signup/send-phone-verification',
  'POST /api/auth/signup/verify-phone',
  'GET /api/dev/sms-outbox',
  'GET /api/personal-auth',
  'GET /api/auth/signup/personal-auth',
  'POST /api/my/personal-auth',
  'GET /api/auth/oauth/{provider}/authorize',
  'GET /auth/oauth/{provider}/authorize',
  'POST /api/auth/oauth/{provider}/callback',
  'POST /api/auth/signin/oauth/{provider}',
  'POST /api/auth/signup/oauth/{provider}',
  'POST /v3/api/m/signup/kakao',
  'GET /api/auth/geo-ip',
  'POST /v4/api/asp/accesstoken',
  'GET /api/lives',
  'GET /api/channels/channel-find',
  'GET /api/channels/search',
  'GET /api/channels/{id}/channel-page',
  'GET /api/channels/{id}/live-time',
  'GET /api/channels/{id}/setting',
  'POST /api/channels/{id}/follow',
  'DELETE /api/channels/{id}/follow',
  'POST /api/channels/{id}/favorite',
  'DELETE /api/channels/{id}/favorite',
  'GET /api/channels/{id}/stream',
  'POST /api/channels/{id}/stream/heartbeat',
  'GET /api/my/chennel-register',
  'GET /api/my/channel/profile',
  'GET /api/my/view-main',
  'POST /api/my/{kind}/channel-notice',
  'PUT /api/my/{kind}/channel-notice',
  'DELETE /api/my/{kind}/channel-notice',
  'GET /api/my/streams/present',
  'GET /api/my/streams/subscriptions',
  'GET /api/my/streams/played',
  'POST /api/my/streams/played',
  'GET /api/my/streams/recorded-stream-list',
  'DELETE /api/my/{kind}/played/{id}',
  'DELETE /api/my/streams/{kind}/present/{id}',
  'GET /api/m/channel/config',
  'PUT /api/m/channel/config',
  'GET /api/my/channel/stream-key',
  'POST /api/my/channel/stream-key',
  'POST /api/my/channel/start-stream',
  'POST /api/my/channel/stop-stream',
  'POST /internal/ingest/publish',
  'POST /internal/ingest/ready',
  'POST /internal/ingest/unpublish',
  'POST /internal/ingest/alive',
  'POST /api/chat/ticket',
  'POST /api/channels/{id}/stream/message',
  'GET /api/channels/{id}/stream/players',
  'GET /api/channels/{id}/chat/moderation',
  'GET /api/channels/{id}/chat/audit-log',
];

/** Registered routes that are no operation of the document, each with its reason. */
const NOT_DOCUMENTED: Array<[RegExp, string]> = [
  [/^(GET|HEAD) \/docs(\/.*)?$/, 'Swagger UI and the document itself (@fastify/swagger-ui)'],
  [/^(GET|HEAD) \/static\/images\/\*$/, 'image files (@fastify/static), no call'],
  [/^OPTIONS \*$/, 'CORS preflights (@fastify/cors) for every path'],
  // hidden on purpose (schema.hide): the popup page and form submit of the offline identity provider,
  // dev only (never in production); personal-auth.spec.ts covers them
  [/^(GET|HEAD|POST) \/dev\/identity$/, 'the development identity provider popup'],
];

const ACCOUNTS = { member: { loginId: 'demo1234', password: 'Demo!2345' }, operator: { loginId: 'opdemo01', password: 'Oper!2345' } };
type Caller = 'guest' | keyof typeof ACCOUNTS;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  /** as documented: /api/guest/loginId/{id} */
  path: string;
  parameters: Parameter[];
  /** content type -> schema */
  body?: Record<string, JsonSchema>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody ? Object.fromEntries(Object.entries(op.requestBody.content).map(([type, c]) => [type, c.schema])) : undefined,
    })),
  );
}

const opName = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

/** Every method + path the router knows, from printRoutes (Fastify has no other route listing after ready). */
function registeredRoutes(tree: string): string[] {
  const out: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of m[3]?.split(', ') ?? []) out.push(`${method} ${path}`);
  }
  return out;
}

/** One generated request. */
interface FuzzRequest {
  params: Record<string, string | RawSegment>;
  query: Record<string, string | string[]>;
  /** `raw` is sent as it is; `value` is serialised for the content type at send time */
  body?: { contentType: string; value?: unknown; raw?: string };
  /** cookies sent besides the caller's own (never their session or XSRF cookies) */
  cookies: Record<string, string>;
  remoteAddress: string;
  /** X-Forwarded-For: every hop is trusted in this app, so its first entry is request.ip */
  forwardedFor?: string;
  host: string;
  xsrf: boolean;
}

/** Cookies the API reads (the caller writes them, no request check sees them). */
const READ_COOKIES = [COOKIES.partnerCode, COOKIES.locale, COOKIES.saveId, COOKIES.access, COOKIES.refresh, OAUTH_STATE_COOKIE];
/** A signed-in caller keeps its session cookies; a guest may send junk ones. */
const SESSION_COOKIES: string[] = [COOKIES.access, COOKIES.refresh];

/** Other brands, no brand, and Host values that are no authority at all. */
const OTHER_HOSTS = ['localhost:4000', '127.0.0.1:4000', 'api.lex.localhost:4000', 'unknown.example', '[::1]:4000', ' ', ':::::', 'api.luv.localhost:99999', '[::1', 'a@api.luv.localhost', 'api.luv.localhost/x'];
const WRONG_CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/x-www-form-urlencoded', 'application/octet-stream', ''];

/** Half the requests are `clean` (they reach the handlers), half `rough` (hostile throughout). */
function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(requestOf(op, 'clean'), requestOf(op, 'rough'));
}

function requestOf(op: Operation, hostility: Hostility): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const params = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.schema, p.name, hostility)])));
  const requiredKeys = hostility === 'clean' ? queryParams.filter((p) => p.required).map((p) => p.name) : [];
  const documentedQuery = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, queryValue(p.schema, p.name, hostility)])), { requiredKeys });
  const extraQuery =
    hostility === 'clean'
      ? fc.constant({})
      : fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 2 }) });
  const query = fc.tuple(documentedQuery, extraQuery).map(([known, extra]) => ({ ...extra, ...known }) as Record<string, string | string[]>);

  const types = Object.keys(op.body ?? {});
  const documentedBody = types.length
    ? fc.constantFrom(...types).chain((contentType) => validValue(op.body![contentType], '', hostility).map((value) => ({ contentType, value })))
    : fc.constant(undefined);
  const body =
    op.method === 'GET'
      ? fc.constant(undefined)
      : hostility === 'clean'
        ? documentedBody
        : fc.oneof(
            { weight: 3, arbitrary: documentedBody },
            { weight: 1, arbitrary: hostileRawBody.map((raw) => ({ contentType: 'application/json', raw })) },
            { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...WRONG_CONTENT_TYPES), hostileValue).map(([contentType, value]) => ({ contentType, value })) },
          );

  const cookieValue = fc.oneof(hostileString, fc.constantFrom('XIN', 'en', NO_ACCESS_TOKEN, 'eyJhbGciOiJub25lIn0.e30.'));
  const cookies = fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...READ_COOKIES), cookieValue, { maxKeys: 3 }) });

  return fc.record({
    params,
    query,
    body,
    cookies,
    remoteAddress: fc.oneof(fc.ipV4(), fc.ipV6()),
    forwardedFor: fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(fc.ipV4(), fc.ipV6(), fc.ipV4Extended()) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('unknown', '_hidden', '1.1.1.1, junk', '::ffff:1.2.3.4', '999.1.1.1', 'x'.repeat(250))) },
    ),
    host: fc.oneof({ weight: 4, arbitrary: fc.constant(API_HOST) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_HOSTS) }),
    xsrf: fc.oneof({ weight: 19, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  });
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses, and URLSearchParams turns into
 * U+FFFD) goes out as the 3 bytes a careless client would write (CESU-8, e.g. %ED%A0%80).
 */
function encode(value: string): string {
  return value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(ch);
  });
}

function urlOf(op: Operation, req: FuzzRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = req.params[name];
    return typeof value === 'object' ? value.raw : encode(value ?? '');
  });
  const pairs = Object.entries(req.query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(item)}`));
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** The body as sent: JSON, or form fields for the form content type, or the raw text. */
function payloadOf(body: NonNullable<FuzzRequest['body']>): string {
  if (body.raw !== undefined) return body.raw;
  if (body.contentType.startsWith('application/x-www-form-urlencoded') && body.value && typeof body.value === 'object') {
    return Object.entries(body.value)
      .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encode(key)}=${encode(asText(item))}`))
      .join('&');
  }
  return body.value === undefined ? '' : JSON.stringify(body.value);
}

/** Swaps the captcha placeholder for a freshly solved token (deep, so the routes get past the captcha). */
async function withFreshCaptcha(t: TestApp, value: unknown): Promise<unknown> {
  if (value === FRESH_CAPTCHA) return solvedCaptcha(t.app);
  if (Array.isArray(value)) return Promise.all(value.map((v) => withFreshCaptcha(t, v)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) Object.defineProperty(out, key, { value: await withFreshCaptcha(t, v), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}

/**
 * A lower bound of the head's size: the characters of what goes into the URL and the cookie and
 * X-Forwarded-For headers before encoding (percent-encoding never shortens a value, and no
 * character takes fewer bytes than UTF-16 units on the wire).
 */
function unencodedHeadChars(req: FuzzRequest, cookies: [string, string][]): number {
  const values = [
    ...Object.values(req.params).map((v) => (typeof v === 'object' ? v.raw : v)),
    ...Object.entries(req.query).flatMap(([key, value]) => [key, ...(Array.isArray(value) ? value : [value])]),
    ...cookies.flat(),
    req.forwardedFor ?? '',
  ];
  return values.reduce((n, v) => n + (v ?? '').length, 0);
}

/** The size of the request head as it would go over the wire (request line, headers, blank line). */
function headBytes(method: string, url: string, headers: Record<string, string>): number {
  const lines = [`${method} ${url} HTTP/1.1`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
}

const clip = (s: string, n = 1500) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  const defaults = loadConfig({});
  t = await createTestApp({
    config: {
      // sign-in limits stay on (the rate_limits code runs) without delays; every request comes from
      // its own random address, so the per-address limits refuse some requests, never all of them
      signIn: { ...defaults.signIn, delayStepMs: 0, maxDelayMs: 0 },
      // every hop is a trusted proxy: X-Forwarded-For (when sent) sets request.ip, junk included
      trustProxy: ['0.0.0.0/1', '128.0.0.0/1', '::/1', '8000::/1'],
      // captchas the test solves in microseconds, so SMS sends get past the captcha to their limits
      captchaMaxNumber: 10,
      // social login on, its provider unreachable (a closed local port): the provider-error paths run
      oauth: Object.fromEntries(
        Object.keys(defaults.oauth).map((provider) => [
          provider,
          { authorizeUrl: `${UNREACHABLE}/authorize`, tokenUrl: `${UNREACHABLE}/token`, userinfoUrl: `${UNREACHABLE}/userinfo`, tokenInfoUrl: `${UNREACHABLE}/tokeninfo`, tokenAudiences: [`fuzz-${provider}`], clientId: `fuzz-${provider}`, clientSecret: 'fuzz' },
        ]),
      ) as Config['oauth'],
    },
  });
  doc = t.app.swagger() as unknown as OpenApiDocument;
}, 180_000);
afterAll(() => t?.close());

describe('OpenAPI document coverage', () => {
  it('documents at least every operation known when the fuzz test was written', () => {
    const documented = new Set(operationsOf(doc).map(opName));
    expect(KNOWN_OPERATIONS.filter((op) => !documented.has(op))).toEqual([]);
  });

  it('documents every registered route except the listed exclusions', () => {
    const documented = new Set(operationsOf(doc).map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`));
    const undocumented = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter((route) => {
      if (documented.has(route)) return false;
      // Fastify answers HEAD for every GET route with the GET handler
      if (route.startsWith('HEAD ') && documented.has(route.replace(/^HEAD /, 'GET '))) return false;
      return !NOT_DOCUMENTED.some(([pattern]) => pattern.test(route));
    });
    expect(undocumented).toEqual([]);
  });
});

describe('OpenAPI fuzzing', () => {
  it(
    'answers every documented operation below 500 and within 5 s, as a guest and signed in',
    async () => {
      const operations = operationsOf(doc).filter((op) => !ONLY || ONLY.test(opName(op)));
      const failures: string[] = [];
      const covered = new Set<string>();
      const jars = new Map<Caller, CookieJar>();
      /** answers per operation and caller: FUZZ_STATS=1 prints them (does the fuzzing get past validation?) */
      const statuses = new Map<string, Record<string, number>>();

      /** The caller's cookies: a guest with an XSRF token, or a live session (signed in again after a sign-out). */
      const jarOf = async (caller: Caller): Promise<CookieJar> => {
        const jar = jars.get(caller);
        if (jar && (caller === 'guest' || jar.get(COOKIES.access))) return jar;
        if (caller === 'guest') {
          jars.set(caller, await xsrfJar(t.app));
        } else {
          const { res, jar: signedIn } = await signIn(t.app, ACCOUNTS[caller]);
          if (res.statusCode !== 200) throw new Error(`fuzz session: sign-in as ${caller} answered ${res.statusCode} ${res.body}`);
          jars.set(caller, signedIn);
        }
        return jars.get(caller)!;
      };

      for (const op of operations) {
        const callers: Caller[] = op.path.startsWith('/api/admin') ? ['guest', 'member', 'operator'] : ['guest', 'member'];
        for (const caller of callers) {
          const seed = (SEED + [...opName(op) + caller].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0)) | 0;
          const property = fc.asyncProperty(requestArbitrary(op), async (req) => {
            const jar = await jarOf(caller);
            const extraCookies = Object.entries(req.cookies).filter(([name]) => caller === 'guest' || !SESSION_COOKIES.includes(name));
            // the head check below, before encoding: the longest values (hundreds of KiB) cannot fit,
            // and percent-encoding them character by character took a third of this test's time
            fc.pre(unencodedHeadChars(req, extraCookies) <= maxHeaderSize);
            const url = urlOf(op, req);
            const cookie = [jar.header(), ...extraCookies.map(([name, value]) => `${name}=${encode(value)}`)].filter(Boolean).join('; ');
            const headers: Record<string, string> = { [CLIENT_HEADER]: 'fuzz', host: req.host, cookie };
            if (req.xsrf) headers[XSRF_HEADER] = jar.get(XSRF_COOKIE) ?? '';
            if (req.forwardedFor !== undefined) headers['x-forwarded-for'] = req.forwardedFor;
            let payload: string | undefined;
            if (req.body) {
              payload = payloadOf({ ...req.body, value: await withFreshCaptcha(t, req.body.value) });
              if (req.body.contentType) headers['content-type'] = req.body.contentType;
            }
            // A listening server never passes a head (request line and headers) over Node's
            // http.maxHeaderSize (16 KiB) to the app: Node's parser answers 431 itself. inject has no
            // such limit, so the longest URLs and cookies (hundreds of KiB) are left out here: they
            // cost seconds of parsing on a loaded machine without testing anything the app can see.
            fc.pre(headBytes(op.method, url, headers) <= maxHeaderSize);
            const described = () =>
              `${op.method} ${clip(url)}\n  as ${caller} from ${req.remoteAddress}, host ${JSON.stringify(req.host)}, xsrf ${req.xsrf}` +
              (req.forwardedFor !== undefined ? `\n  x-forwarded-for: ${clip(JSON.stringify(req.forwardedFor))}` : '') +
              (extraCookies.length ? `\n  cookies: ${clip(JSON.stringify(Object.fromEntries(extraCookies)))}` : '') +
              (req.body ? `\n  content-type: ${JSON.stringify(req.body.contentType)}\n  body: ${clip(JSON.stringify(payload))}` : '');
            const started = performance.now();
            let res;
            try {
              res = await t.app.inject({ method: op.method as 'GET', url, headers, payload, remoteAddress: req.remoteAddress });
            } catch (err) {
              throw new Error(`${described()}\n  -> inject threw ${String(err)}`);
            }
            const ms = Math.round(performance.now() - started);
            if (caller !== 'guest') jar.absorb(res);
            // an operator may have switched maintenance on: later operations must not all answer 503
            if (caller === 'operator' && op.method !== 'GET') {
              await t.app.siteFlags.set('maintenance', 'off');
              await t.app.siteFlags.set('emergency', 'off');
              t.app.siteFlagsChanged();
            }
            const key = `${opName(op)} as ${caller}`;
            const answer = `${res.statusCode} ${/"code":"([^"]+)"/.exec(res.body)?.[1] ?? ''}`.trim();
            statuses.set(key, { ...statuses.get(key), [answer]: (statuses.get(key)?.[answer] ?? 0) + 1 });
            if (res.statusCode >= 500 || ms > SLOW_MS) throw new Error(`${described()}\n  -> ${res.statusCode} in ${ms} ms: ${clip(res.body, 300)}`);
          });
          const run = await fc.check(property, { seed, numRuns: RUNS, endOnFailure: !process.env['FUZZ_SHRINK'] });
          if (run.failed) {
            const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
            failures.push(`${opName(op)} as ${caller} (fast-check seed ${run.seed}, path ${run.counterexamplePath}, after ${run.numRuns} runs):\n${cause}`);
          }
        }
        covered.add(opName(op));
      }

      if (process.env['FUZZ_STATS']) console.log([...statuses].map(([key, counts]) => `${key}: ${JSON.stringify(counts)}`).join('\n'));
      expect(failures).toEqual([]);
      expect(covered.size).toBe(operations.length);
    },
    15 * 60_000,
  );
});
