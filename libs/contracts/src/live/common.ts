import * as v from 'valibot';
import { intFromQuery } from '../pagination';

/** A numeric id in a path or query (channel ids and stream ids are integers). */
export const idFromPath = intFromQuery(1, 2_147_483_647);
/** Path params `{id}`: a channel id. */
export const channelIdParams = v.object({ id: idFromPath });
export type ChannelIdParams = v.InferOutput<typeof channelIdParams>;

/** Booleans as programs send them: true/false, 'true'/'false', 'Y'/'N', 1/0. */
export const looseBoolean = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', 'Y', 'N', 'y', 'n', '1', '0']), v.picklist([0, 1])], 'common.badRequest'),
  v.transform((x) => x === true || x === 'true' || x === 'Y' || x === 'y' || x === '1' || x === 1),
);

/** Optional free text of at most `max` characters. */
export const textUpTo = (max: number) => v.pipe(v.string('common.badRequest'), v.maxLength(max, 'common.badRequest'));

/** The refusal body of the stream read: `message` (what recorders read) besides `msg` and `code`. */
export const streamErrorBody = v.object({ message: v.string(), msg: v.string(), code: v.optional(v.string()) });
export type StreamErrorBody = v.InferOutput<typeof streamErrorBody>;
