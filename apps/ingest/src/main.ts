import { spawnSync } from 'node:child_process';
import { onShutdown } from '@luvcast/server-lifecycle';
import { IngestConfigError, loadIngestConfig } from './config';
import { createIngest } from './ingest';

async function main(): Promise<void> {
  let config;
  try {
    config = loadIngestConfig();
  } catch (err) {
    if (err instanceof IngestConfigError) {
      console.error(`apps/ingest: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const log = config.logLevel === 'silent' ? quiet : config.logLevel === 'error' ? { ...quiet, error: console.error } : config.logLevel === 'warn' ? { ...quiet, warn: console.warn, error: console.error } : console;
  if (spawnSync(config.ffmpegPath, ['-version'], { stdio: 'ignore' }).status !== 0) {
    console.error(`apps/ingest: ${config.ffmpegPath} does not run: publishes would not be packaged. Install Debian's ffmpeg (apt-get install -y ffmpeg) or set FFMPEG_PATH.`);
  }
  const ingest = createIngest(config, { log });
  const { rtmpPort, mediaPort } = await ingest.listen();
  console.info(`ingest: RTMP on rtmp://${config.host}:${rtmpPort}/live, media on http://${config.host}:${mediaPort} (hls, flv, vod from ${config.mediaDir}); API hooks at ${config.apiInternalUrl}`);
  // SIGTERM: readiness 503, every live ended properly (last segments, recording, unpublish hook;
  // encoders reconnect, through the proxy, to another ingest), then the ports close
  onShutdown({ name: 'apps/ingest', timeoutMs: 30_000 }, () => ingest.close());
}

main().catch((err) => {
  console.error('apps/ingest failed to start:', err);
  process.exit(1);
});
