import type { ChatEvent } from '@luvcast/contracts';

/**
 * The chat room's `STREAMS_CHANGE` event of a live going on air (`live` true: the ingest's ready
 * hook) or ending (false: unpublish, stop-stream, a new stream key, the sweep of silent lives).
 * Published on the chat bus (`app.chatBus.publish(event, tx)`) inside the transaction that makes
 * the change, so the room hears it once that commits and never for a change rolled back.
 */
export const streamsChange = (channelId: number, streamId: number, live: boolean): ChatEvent => ({
  type: 'STREAMS_CHANGE',
  room: String(channelId),
  streamId: String(streamId),
  live,
  at: new Date().toISOString(),
});
