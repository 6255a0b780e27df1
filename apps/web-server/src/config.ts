import path from 'node:path';

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
  /** trust X-Forwarded-* (behind a reverse proxy) */
  trustProxy: boolean;
  /** where the first render reaches the API server-to-server (Node cannot resolve *.localhost) */
  apiInternalUrl: string;
}

export class ConfigError extends Error {}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new ConfigError(`${name} must be a port number (0-65535), got "${raw}"`);
  return value;
}

function origin(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) origin such as https://api.luvcast.tv, got "${raw}"`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv, remoteNames: string[], workspaceRoot: string): WebServerConfig {
  let serveRemotes: WebServerConfig['serveRemotes'] = 'all';
  const rawServe = (env.SERVE_REMOTES ?? 'all').trim();
  if (rawServe === 'none' || rawServe === 'all') serveRemotes = rawServe;
  else {
    const names = rawServe.split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = names.filter((n) => !remoteNames.includes(n));
    if (unknown.length) throw new ConfigError(`SERVE_REMOTES must be all, none or a list of ${remoteNames.join(', ')}; unknown: ${unknown.join(', ')}`);
    serveRemotes = names;
  }

  let remotesManifest: Record<string, string> | null = null;
  if (env.REMOTES_MANIFEST) {
    try {
      const parsed = JSON.parse(env.REMOTES_MANIFEST) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      for (const [name, entry] of Object.entries(parsed)) {
        if (!remoteNames.includes(name)) throw new Error(`unknown remote ${name}`);
        if (typeof entry !== 'string') throw new Error(`entry of ${name} is not a string`);
      }
      remotesManifest = parsed as Record<string, string>;
    } catch (error) {
      throw new ConfigError(`REMOTES_MANIFEST must be a JSON object of remote name -> remoteEntry.js URL (${(error as Error).message})`);
    }
  }

  return {
    host: env.WEB_HOST || '127.0.0.1',
    port: port(env, 'WEB_PORT', 4200),
    distDir: path.resolve(workspaceRoot, env.WEB_DIST_DIR || 'dist/apps'),
    serveRemotes,
    remotesManifest,
    apiPublicPort: port(env, 'API_PUBLIC_PORT', 4000),
    apiPublicOrigin: origin(env, 'API_PUBLIC_ORIGIN'),
    chatPublicPort: port(env, 'CHAT_PUBLIC_PORT', 4100),
    chatPublicOrigin: origin(env, 'CHAT_PUBLIC_ORIGIN'),
    trustProxy: env.WEB_TRUST_PROXY === '1' || env.WEB_TRUST_PROXY === 'true',
    apiInternalUrl: origin(env, 'API_INTERNAL_URL') ?? 'http://127.0.0.1:4000',
  };
}
