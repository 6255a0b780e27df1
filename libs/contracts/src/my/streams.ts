import * as v from 'valibot';
import { paginationQuery } from '../pagination';
import { channelCard } from '../live/suggestion-list';
import { streamItem } from '../live/channel';
import { idFromPath } from '../live/common';
import { memberSortCodeField } from './settings';

/**
 * GET /api/my/streams/present | subscriptions: offset/limit, 20 by default; `sort` a memberSortCode
 * (1 live first, 2 recently followed, 3 nickname). Without it the followed list (subscriptions)
 * is in the member's memberSortCode setting's order, the favourites live first.
 */
export const myStreamsQuery = v.object({ ...paginationQuery(20).entries, sort: v.optional(memberSortCodeField) });
export type MyStreamsQuery = v.InferInput<typeof myStreamsQuery>;
export type MyStreamsParams = v.InferOutput<typeof myStreamsQuery>;

/** present: the caller's favourite channels; subscriptions: the channels they follow (in the order of `sort`, see myStreamsQuery). */
export const myChannelsPage = v.object({ list: v.array(channelCard), total: v.number() });
export type MyChannelsPage = v.InferOutput<typeof myChannelsPage>;

/** GET /api/my/streams/played?offset&limit&sort: streams the caller watched, latest first by default. */
export const playedQuery = v.object({ ...paginationQuery(20).entries, sort: v.optional(v.picklist(['latest', 'oldest'], 'common.badRequest'), 'latest') });
export type PlayedQuery = v.InferInput<typeof playedQuery>;
export type PlayedParams = v.InferOutput<typeof playedQuery>;
export const playedItem = v.object({ ...streamItem.entries, playedAt: v.string() });
export type PlayedItem = v.InferOutput<typeof playedItem>;
export const playedPage = v.object({ list: v.array(playedItem), total: v.number() });
export type PlayedPage = v.InferOutput<typeof playedPage>;

/** POST /api/my/streams/played {streamId}: records that the caller watched a stream (again: moves it to the top). */
export const playedBody = v.object({ streamId: idFromPath });
export type PlayedBody = v.InferInput<typeof playedBody>;

/** GET /api/my/streams/recorded-stream-list?channelId&offset&limit: a channel's recorded lives (VODs), newest first, 2 by default; the caller's own channel without channelId. */
export const recordedListQuery = v.object({ channelId: v.optional(idFromPath), ...paginationQuery(2).entries });
export type RecordedListQuery = v.InferInput<typeof recordedListQuery>;
export type RecordedListParams = v.InferOutput<typeof recordedListQuery>;
export const streamPage = v.object({ list: v.array(streamItem), total: v.number() });
export type StreamPage = v.InferOutput<typeof streamPage>;

/** `{kind}` of the DELETE paths: a broadcast kind (1 live, 2 record, 3 channel) or its name. */
export const BROADCAST_KIND_PARAMS = ['1', '2', '3', 'live', 'record', 'channel'] as const;
export const kindParam = v.picklist(BROADCAST_KIND_PARAMS, 'common.badRequest');
/** DELETE /api/my/{kind}/played/{id} (id: the stream) and DELETE /api/my/streams/{kind}/present/{id} (id: the channel). */
export const kindIdParams = v.object({ kind: kindParam, id: idFromPath });
export type KindIdParams = v.InferOutput<typeof kindIdParams>;
export const removedResponse = v.object({ result: v.literal('ok'), removed: v.boolean() });
export type RemovedResponse = v.InferOutput<typeof removedResponse>;
