import path from 'node:path';
import { ports } from '@luvcast/contracts';
import { EnvError, int, onOff, origin, port, readEnv, text } from '@luvcast/server-config';
import * as v from 'valibot';
import { RENDER_BUNDLE } from './server-render';

/** Environment of the web server, validated at start (every variable has a working default). */
export interface WebServerConfig {
  host: string;
  port: number;
  /** dist/apps: the shell and each remote's build output live below it */
  distDir: string;
  /** which remotes this process also serves on their own ports */
  serveRemotes: 'all' | 'none' | string[];
  /** name -> entry URL; overrides the port table ({hostname} is replaced by the request's host) */
  remotesManifest: Record<string, string> | null;
  apiPublicPort: number;
  apiPublicOrigin: string | null;
  chatPublicPort: number;
  chatPublicOrigin: string | null;
  /** the media server (HLS, HTTP-FLV, thumbnails) as pages reach it: on the API's host name at this port, unless MEDIA_PUBLIC_ORIGIN */
  mediaPublicPort: number;
  mediaPublicOrigin: string | null;
  /** preload hints for the shell's boot chunk, the page's remote and their catalogs in its locale (PAGE_PRELOADS=off drops them) */
  pagePreloads: boolean;
  /** render each page's first screen on the server (SERVER_RENDER=off: every page client-rendered) */
  serverRender: boolean;
  /** a server render that takes longer is given up and the page client-rendered (SERVER_RENDER_BUDGET_MS) */
  serverRenderBudgetMs: number;
  /**
   * `check`: render only while the served shell and remote builds are the ones the render bundle
   * was built from. `any` (not an environment variable): the single-bundle peer of bench:web, another
   * build of the same sources
   */
  serverRenderBuilds: 'check' | 'any';
  /** the render bundle: `<distDir>/shell-render/render.js` */
  renderBundle: string;
  /** trust X-Forwarded-* (behind a reverse proxy) */
  trustProxy: boolean;
  /** where the first render reaches the API server-to-server (Node cannot resolve *.localhost) */
  apiInternalUrl: string;
  /** SIGTERM: readiness answers 503 this long before the server stops accepting connections (a balancer that polls it stops sending) */
  shutdownDrainMs: number;
  /** SIGTERM: how long requests in flight may run before their connections are cut */
  shutdownTimeoutMs: number;
}

/** Bad configuration: one line per bad variable (`problems`), the message is those lines. */
export class ConfigError extends EnvError {
  constructor(message: string) {
    super(message.split('\n'), message);
  }
}

/** SERVE_REMOTES: all (default), none, or a comma-separated list of remote names. */
function serveRemotesField(remoteNames: string[]) {
  const listed = (raw: string) => raw.split(',').map((s) => s.trim()).filter(Boolean);
  const unknownIn = (raw: string) => (['all', 'none'].includes(raw.trim()) ? [] : listed(raw).filter((n) => !remoteNames.includes(n)));
  return v.optional(
    v.pipe(
      v.string(),
      v.check(
        (raw) => unknownIn(raw).length === 0,
        (issue) => `SERVE_REMOTES must be all, none or a list of ${remoteNames.join(', ')}; unknown: ${unknownIn(String(issue.input)).join(', ')}`,
      ),
      v.transform((raw): WebServerConfig['serveRemotes'] => (raw.trim() === 'all' || raw.trim() === 'none' ? (raw.trim() as 'all' | 'none') : listed(raw))),
    ),
    'all',
  );
}

/** REMOTES_MANIFEST: a JSON object of remote name -> remoteEntry.js URL, overriding the port table. */
function remotesManifestField(remoteNames: string[]) {
  const problem = (raw: string): string | null => {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      for (const [name, entry] of Object.entries(parsed)) {
        if (!remoteNames.includes(name)) throw new Error(`unknown remote ${name}`);
        if (typeof entry !== 'string') throw new Error(`entry of ${name} is not a string`);
      }
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };
  return v.optional(
    v.pipe(
      v.string(),
      v.check(
        (raw) => problem(raw) === null,
        (issue) => `REMOTES_MANIFEST must be a JSON object of remote name -> remoteEntry.js URL (${problem(String(issue.input))})`,
      ),
      v.transform((raw) => JSON.parse(raw) as Record<string, string>),
    ),
  );
}

export function loadConfig(env: NodeJS.ProcessEnv, remoteNames: string[], workspaceRoot: string): WebServerConfig {
  const e = readEnv(
    {
      WEB_HOST: text('WEB_HOST', '127.0.0.1'),
      WEB_PORT: port('WEB_PORT', ports.web),
      WEB_DIST_DIR: text('WEB_DIST_DIR', 'dist/apps'),
      SERVE_REMOTES: serveRemotesField(remoteNames),
      REMOTES_MANIFEST: remotesManifestField(remoteNames),
      API_PUBLIC_PORT: port('API_PUBLIC_PORT', ports.api),
      API_PUBLIC_ORIGIN: origin('API_PUBLIC_ORIGIN'),
      CHAT_PUBLIC_PORT: port('CHAT_PUBLIC_PORT', ports.chat),
      CHAT_PUBLIC_ORIGIN: origin('CHAT_PUBLIC_ORIGIN'),
      MEDIA_PUBLIC_PORT: port('MEDIA_PUBLIC_PORT', ports.media),
      MEDIA_PUBLIC_ORIGIN: origin('MEDIA_PUBLIC_ORIGIN'),
      API_INTERNAL_URL: origin('API_INTERNAL_URL'),
      // the API's names and defaults (apps/api config.ts)
      SHUTDOWN_DRAIN_MS: int('SHUTDOWN_DRAIN_MS', 0, 120_000, 0),
      SHUTDOWN_TIMEOUT_MS: int('SHUTDOWN_TIMEOUT_MS', 100, 600_000, 10_000),
      SERVER_RENDER: onOff('SERVER_RENDER', true),
      SERVER_RENDER_BUDGET_MS: int('SERVER_RENDER_BUDGET_MS', 1, 60_000, 500),
    },
    env,
    (problems) => new ConfigError(problems.join('\n')),
  );
  return {
    host: e.WEB_HOST,
    port: e.WEB_PORT,
    distDir: path.resolve(workspaceRoot, e.WEB_DIST_DIR),
    serveRemotes: e.SERVE_REMOTES,
    remotesManifest: e.REMOTES_MANIFEST ?? null,
    apiPublicPort: e.API_PUBLIC_PORT,
    apiPublicOrigin: e.API_PUBLIC_ORIGIN ?? null,
    chatPublicPort: e.CHAT_PUBLIC_PORT,
    chatPublicOrigin: e.CHAT_PUBLIC_ORIGIN ?? null,
    mediaPublicPort: e.MEDIA_PUBLIC_PORT,
    mediaPublicOrigin: e.MEDIA_PUBLIC_ORIGIN ?? null,
    pagePreloads: env.PAGE_PRELOADS !== 'off',
    serverRender: e.SERVER_RENDER,
    serverRenderBudgetMs: e.SERVER_RENDER_BUDGET_MS,
    serverRenderBuilds: 'check',
    renderBundle: path.join(path.resolve(workspaceRoot, e.WEB_DIST_DIR), RENDER_BUNDLE),
    // lenient on purpose: 1 or true turns it on, anything else leaves it off
    trustProxy: env.WEB_TRUST_PROXY === '1' || env.WEB_TRUST_PROXY === 'true',
    apiInternalUrl: e.API_INTERNAL_URL ?? `http://127.0.0.1:${ports.api}`,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}
