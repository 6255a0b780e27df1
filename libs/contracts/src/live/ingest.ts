import * as v from 'valibot';

/**
 * The ingest -> API hooks (server to server, header x-ingest-secret). See docs/architecture.md
 * and apps/api/src/modules/ingest/README.md.
 */
export const ingestPublishBody = v.object({
  streamKey: v.pipe(v.string(), v.nonEmpty('common.badRequest'), v.maxLength(100, 'common.badRequest')),
  clientIp: v.optional(v.pipe(v.string(), v.maxLength(100, 'common.badRequest')), ''),
  ingestUrl: v.pipe(v.string(), v.maxLength(300, 'common.badRequest'), v.url('common.badRequest')),
});
export type IngestPublishBody = v.InferInput<typeof ingestPublishBody>;
export const ingestPublishResponse = v.object({ streamId: v.number(), channelId: v.number(), lowerRendition: v.boolean() });
export type IngestPublishResponse = v.InferOutput<typeof ingestPublishResponse>;

const streamIdField = v.pipe(v.number('common.badRequest'), v.integer('common.badRequest'), v.minValue(1, 'common.badRequest'), v.maxValue(2_147_483_647, 'common.badRequest'));

export const ingestRendition = v.object({
  suffixName: v.pipe(v.string(), v.regex(/^[a-z0-9_-]{1,20}$/, 'common.badRequest')),
  resolution: v.pipe(v.string(), v.regex(/^\d{1,5}x\d{1,5}$/, 'common.badRequest')),
  bandwidth: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type IngestRendition = v.InferOutput<typeof ingestRendition>;
export const ingestReadyBody = v.object({ streamId: streamIdField, renditions: v.pipe(v.array(ingestRendition), v.minLength(1, 'common.badRequest'), v.maxLength(8, 'common.badRequest')) });
export type IngestReadyBody = v.InferInput<typeof ingestReadyBody>;

export const ingestUnpublishBody = v.object({
  streamId: streamIdField,
  recording: v.nullable(
    v.object({
      path: v.pipe(v.string(), v.regex(/^\/vod\/\d+\/master\.m3u8$/, 'common.badRequest')),
      durationS: v.pipe(v.number(), v.minValue(0)),
    }),
  ),
});
export type IngestUnpublishBody = v.InferInput<typeof ingestUnpublishBody>;
/** POST /internal/ingest/alive {streamIds}: the ingest's keep-alive (every 10 s) for the lives it holds. */
export const ingestAliveBody = v.object({ streamIds: v.pipe(v.array(streamIdField), v.maxLength(1000, 'common.badRequest')) });
export type IngestAliveBody = v.InferInput<typeof ingestAliveBody>;
/** `ended`: the ids the API no longer has on air (swept after a silence, stopped): the ingest drops those publishers. */
export const ingestAliveResponse = v.object({ ended: v.array(v.number()) });
export type IngestAliveResponse = v.InferOutput<typeof ingestAliveResponse>;
/** How often the ingest sends its keep-alive, and after how long without one the API ends a live. */
export const INGEST_ALIVE_INTERVAL_MS = 10_000;
export const LIVE_SILENCE_LIMIT_MS = 45_000;

/** Refusals of the hooks: `{ message }`. */
export const ingestErrorBody = v.object({ message: v.string() });
