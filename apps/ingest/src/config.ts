import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ports } from '@luvcast/contracts';
import { EnvError, isProduction, oneOf, origin, port, readEnv, secret, text, url } from '@luvcast/server-config';

/** the hook secret both sides use outside production (libs: the API defaults to the same text) */
export const DEV_INGEST_SECRET = 'dev-ingest-secret';

const envSchema = {
  INGEST_RTMP_PORT: port('INGEST_RTMP_PORT', ports.rtmp),
  MEDIA_PORT: port('MEDIA_PORT', ports.media),
  INGEST_HOST: text('INGEST_HOST', '127.0.0.1'),
  MEDIA_DIR: text('MEDIA_DIR', 'tmp/media'),
  API_INTERNAL_URL: origin('API_INTERNAL_URL'),
  INGEST_INTERNAL_URL: origin('INGEST_INTERNAL_URL'),
  INGEST_NGINX_CONTROL_URL: url('INGEST_NGINX_CONTROL_URL'),
  INGEST_HOOK_SECRET: secret('INGEST_HOOK_SECRET', 16, DEV_INGEST_SECRET),
  INGEST_LOWER_RENDITION: oneOf('INGEST_LOWER_RENDITION', ['on', 'off', 'auto'], 'auto'),
  FFMPEG_PATH: text('FFMPEG_PATH', 'ffmpeg'),
  LOG_LEVEL: oneOf('LOG_LEVEL', ['error', 'warn', 'info', 'debug', 'silent'], 'info'),
};

export type LowerRenditionMode = 'on' | 'off' | 'auto';

export interface IngestConfig {
  /** RTMP listener (0: any free port, tests) */
  rtmpPort: number;
  /** media HTTP server: /hls, /flv, /vod and the internal close endpoint (0: any free port) */
  mediaPort: number;
  /** address both listeners bind */
  host: string;
  /** absolute: live HLS under hls/, recordings under vod/ */
  mediaDir: string;
  /** where the API answers the /internal/ingest hooks; unset: http://127.0.0.1:{ports.api} */
  apiInternalUrl: string;
  /** this instance's base URL for the API (sent as ingestUrl); unset: http://127.0.0.1:{media port} */
  ingestInternalUrl: string | undefined;
  hookSecret: string;
  /** nginx-rtmp in front (README): its rtmp_control base URL, to drop the encoder itself */
  nginxControlUrl: string | undefined;
  lowerRendition: LowerRenditionMode;
  ffmpegPath: string;
  /** cores of this host (auto mode transcodes a lower rendition while running transcodes < cores / 2) */
  cores: number;
  logLevel: 'error' | 'warn' | 'info' | 'debug' | 'silent';
  production: boolean;
}

/** Bad configuration: `problems` has one line per bad variable (the message lists them). */
export class IngestConfigError extends EnvError {}

/** Reads and validates the environment; throws IngestConfigError naming every bad variable. */
export function loadIngestConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): IngestConfig {
  const e = readEnv(envSchema, env, (problems) => new IngestConfigError(problems));
  const production = isProduction(env);
  if (production && e.INGEST_HOOK_SECRET === DEV_INGEST_SECRET) {
    throw new IngestConfigError(['INGEST_HOOK_SECRET must be set to a secret of your own when NODE_ENV=production (the same as the API\'s)']);
  }
  return {
    rtmpPort: e.INGEST_RTMP_PORT,
    mediaPort: e.MEDIA_PORT,
    host: e.INGEST_HOST,
    mediaDir: resolve(cwd, e.MEDIA_DIR),
    apiInternalUrl: e.API_INTERNAL_URL ?? `http://127.0.0.1:${ports.api}`,
    ingestInternalUrl: e.INGEST_INTERNAL_URL,
    hookSecret: e.INGEST_HOOK_SECRET,
    nginxControlUrl: e.INGEST_NGINX_CONTROL_URL?.replace(/\/+$/, ''),
    lowerRendition: e.INGEST_LOWER_RENDITION,
    ffmpegPath: e.FFMPEG_PATH,
    cores: availableParallelism(),
    logLevel: e.LOG_LEVEL,
    production,
  };
}
