import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIENT_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@luvcast/contracts';
import { createTestDatabase, type Database } from '@luvcast/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Config } from '../config';
import type { App } from '../types';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
/** jobs off: a spec that needs the job queue turns it on (modules/luv/subscriptions.spec.ts) */
// the public read cache is off (a spec reads right after writing); plugins/app/public-cache.spec.ts turns it on
export const TEST_CONFIG: Partial<Config> = { jwtSecret: TEST_SECRET, logLevel: 'silent', seedDemo: true, jobs: false, publicCacheMs: 0 };
/** The client header every /api call carries. */
export const CLIENT = { [CLIENT_HEADER]: 'jest' } as const;
export const API_HOST = 'api.luv.localhost:4000';
/** The API host of a brand as a browser on it calls it (`api.<brand>.localhost:4000`). */
export const brandApiHost = (brand = 'luv') => `api.${brand}.localhost:4000`;
/** The second brand's API host. */
export const LEX_HOST = brandApiHost('lex');

export interface TestApp {
  app: App;
  database: Database;
  /** UPLOAD_DIR, a fresh temporary folder (`uploads: true`), removed by `close` */
  uploadDir?: string;
  close(): Promise<void>;
}

/**
 * Waits, when needed, until the clock's current window of `windowS` seconds has `needS` seconds
 * left: the limits (per minute, per hour, per day, sign-in's) count in fixed windows aligned to the
 * clock (libs/db rate-limits, sign-in-attempts), and a test that counts events up to a limit and
 * expects the next one refused must not straddle two. `needS` must be less than `windowS`.
 */
export async function awayFromWindowEnd(windowS = 60, needS = 15): Promise<void> {
  const left = windowS - ((Date.now() / 1000) % windowS);
  if (left < needS) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/**
 * One seeded database and one app per test file (PGlite in memory, or a fresh PostgreSQL database);
 * `uploads: true` gives it its own temporary UPLOAD_DIR.
 */
export async function createTestApp({ uploads, ...options }: Omit<BuildAppOptions, 'database'> & { uploads?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const uploadDir = uploads ? mkdtempSync(path.join(tmpdir(), 'luvcast-uploads-')) : undefined;
  const app = await buildApp({ logger: false, ...options, database, config: { ...TEST_CONFIG, ...options.config, ...(uploadDir ? { uploadDir } : {}) } });
  await app.ready();
  return {
    app,
    database,
    uploadDir,
    async close() {
      await app.close();
      await database.close();
      if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A minimal cookie jar over inject responses. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  constructor(initial: Record<string, string> = {}) {
    for (const [k, val] of Object.entries(initial)) this.cookies.set(k, val);
  }
  absorb(res: LightMyRequestResponse): this {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return this;
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  set(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }
  header(): string {
    return [...this.cookies].map(([k, val]) => `${k}=${val}`).join('; ');
  }
}

/** Headers for a state-changing call: client header, XSRF header and cookies. */
export function mutatingHeaders(jar: CookieJar, host = API_HOST) {
  return { ...CLIENT, host, cookie: jar.header(), [XSRF_HEADER]: jar.get(XSRF_COOKIE) ?? '' };
}

/** A jar holding a fresh XSRF-TOKEN (from GET /api/auth/xsrf). */
export async function xsrfJar(app: App, host = API_HOST): Promise<CookieJar> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/xsrf', headers: { ...CLIENT, host } });
  return new CookieJar().absorb(res);
}

/** Signs in through the real route and returns the response and the jar with the session cookies. */
export async function signIn(app: App, body: Record<string, unknown>, host = API_HOST) {
  const jar = await xsrfJar(app, host);
  const res = await app.inject({ method: 'POST', url: '/v2/api/auth/signin', headers: mutatingHeaders(jar, host), payload: body });
  jar.absorb(res);
  return { res, jar };
}
