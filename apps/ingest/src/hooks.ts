// Ingest -> API hooks (docs: /internal/ingest/* of the integration contract), server to server with
// the shared secret in `x-ingest-secret`.
export interface PublishAllowed {
  streamId: number;
  channelId: number;
  lowerRendition: boolean;
}

export type PublishResult = { ok: true; value: PublishAllowed } | { ok: false; status: number; message: string };

export interface Rendition {
  suffixName: string;
  /** "1280x720" */
  resolution: string;
  /** bits per second */
  bandwidth: number;
}

export interface Recording {
  path: string;
  durationS: number;
}

export interface HookClient {
  publish(body: { streamKey: string; clientIp: string; ingestUrl: string }): Promise<PublishResult>;
  ready(body: { streamId: number; renditions: Rendition[] }): Promise<void>;
  unpublish(body: { streamId: number; recording: Recording | null }): Promise<void>;
}

export class HookError extends Error {}

const TIMEOUT_MS = 10_000;

export function createHookClient(apiInternalUrl: string, secret: string, fetchImpl: typeof fetch = fetch): HookClient {
  const post = (path: string, body: unknown) =>
    fetchImpl(new URL(path, apiInternalUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ingest-secret': secret },
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
  };
}
