// The keep-alive of this ingest instance: every 10 s it tells the API which lives it holds
// (POST /internal/ingest/alive). An instance that dies stops telling, and the API's sweep ends
// its lives after 45 s of silence. The API answers the ids it no longer has on air (swept while
// the API was unreachable, stopped elsewhere): this instance drops those publishers.
import { INGEST_ALIVE_INTERVAL_MS } from '@luvcast/contracts';
import type { HookClient } from './hooks';

export interface KeepAliveOptions {
  hooks: Pick<HookClient, 'alive'>;
  /** the stream ids this instance holds on air now */
  streamIds: () => number[];
  /** the API no longer has this live on air */
  onEnded: (streamId: number) => void;
  log: Pick<Console, 'warn'>;
  intervalMs?: number;
}

/** Starts the periodic keep-alive; answers stop(). Nothing is sent while no live is held. */
export function startKeepAlive(opts: KeepAliveOptions): () => void {
  let sending = false;
  const beat = async () => {
    const streamIds = opts.streamIds();
    if (streamIds.length === 0 || sending) return;
    sending = true;
    try {
      const { ended } = await opts.hooks.alive({ streamIds });
      for (const id of ended) if (streamIds.includes(id)) opts.onEnded(id);
    } catch (err) {
      opts.log.warn(`ingest: keep-alive: ${(err as Error).message}`);
    } finally {
      sending = false;
    }
  };
  const timer = setInterval(() => void beat(), opts.intervalMs ?? INGEST_ALIVE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
