// Ingest -> API hooks (/internal/ingest/*), server to server with the shared secret in
// `x-ingest-secret`. The bodies are the API's schemas in @luvcast/contracts (live/ingest.ts).
import { INGEST_SECRET_HEADER, type IngestAliveBody, type IngestAliveResponse, type IngestPublishBody, type IngestPublishResponse, type IngestReadyBody, type IngestRendition, type IngestUnpublishBody } from '@luvcast/contracts';

export type PublishAllowed = IngestPublishResponse;

export type PublishResult = { ok: true; value: PublishAllowed } | { ok: false; status: number; message: string };

/** suffixName (`src`, `480p`), resolution `1280x720`, bandwidth in bits per second */
export type Rendition = IngestRendition;

export interface HookClient {
  publish(body: Required<IngestPublishBody>): Promise<PublishResult>;
  ready(body: IngestReadyBody): Promise<void>;
  unpublish(body: IngestUnpublishBody): Promise<void>;
  /** the keep-alive (one try: the next one comes in 10 s); answers the ids the API no longer has on air */
  alive(body: IngestAliveBody): Promise<IngestAliveResponse>;
}

export class HookError extends Error {}

const TIMEOUT_MS = 10_000;

export function createHookClient(apiInternalUrl: string, secret: string, fetchImpl: typeof fetch = fetch): HookClient {
  const post = (path: string, body: unknown) =>
    fetchImpl(new URL(path, apiInternalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INGEST_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  /** ready and unpublish must reach the API: a few tries over ~7 s (4xx answers are final) */
  const deliver = async (path: string, body: unknown): Promise<void> => {
    let last = '';
    for (const wait of [0, 500, 1500, 5000]) {
      if (wait) await new Promise((r) => setTimeout(r, wait));
      try {
        const res = await post(path, body);
        if (res.ok) return;
        last = `${res.status} ${await res.text().catch(() => '')}`.trim();
        if (res.status < 500) break;
      } catch (err) {
        last = (err as Error).message;
      }
    }
    throw new HookError(`POST ${path} failed: ${last}`);
  };

  return {
    async publish(body) {
      let res: Response;
      try {
        res = await post('/internal/ingest/publish', body);
      } catch (err) {
        return { ok: false, status: 503, message: `API unreachable: ${(err as Error).message}` };
      }
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (res.status === 200 && json && Number.isInteger(json['streamId'])) {
        return { ok: true, value: { streamId: Number(json['streamId']), channelId: Number(json['channelId']), lowerRendition: json['lowerRendition'] === true } };
      }
      const message = typeof json?.['message'] === 'string' ? json['message'] : typeof json?.['msg'] === 'string' ? json['msg'] : `HTTP ${res.status}`;
      return { ok: false, status: res.status === 200 ? 502 : res.status, message };
    },
    ready: (body) => deliver('/internal/ingest/ready', body),
    unpublish: (body) => deliver('/internal/ingest/unpublish', body),
    async alive(body) {
      let res: Response;
      try {
        res = await post('/internal/ingest/alive', body);
      } catch (err) {
        throw new HookError(`POST /internal/ingest/alive failed: ${(err as Error).message}`);
      }
      const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
      if (!res.ok) throw new HookError(`POST /internal/ingest/alive failed: ${res.status}`);
      const ended = Array.isArray(json?.['ended']) ? (json['ended'] as unknown[]).filter((id): id is number => Number.isInteger(id)) : [];
      return { ended };
    },
  };
}
