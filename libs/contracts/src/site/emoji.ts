import * as v from 'valibot';
import { PAGE_SIZES } from '../constants';

const bad = 'common.badRequest';

/** A non-negative integer in the query string (at most `max`), else the default. */
const intParam = (fallback: number, min: number, max: number) =>
  v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, bad), v.transform(Number), v.minValue(min, bad), v.maxValue(max, bad)), String(fallback));

/** GET /api/guest/show-all-emoji?type&offset&limit&title&option (spec §10: 100 per page by default). */
export const emojiQuery = v.object({
  type: v.optional(v.pipe(v.string(), v.maxLength(20, bad))),
  offset: intParam(0, 0, 100_000),
  limit: intParam(PAGE_SIZES.emoji, 1, PAGE_SIZES.emoji),
  title: v.optional(v.pipe(v.string(), v.maxLength(50, bad))),
  /** '' the brand's order, 'latest' newest first, 'favorite' the signed-in member's favourites only */
  option: v.optional(v.picklist(['', 'latest', 'favorite'], bad)),
});
export type EmojiQuery = v.InferInput<typeof emojiQuery>;
/** `isFavorite`: a favourite of the signed-in member (always false for guests); favourites are listed first. */
export const emoji = v.object({ id: v.number(), type: v.string(), title: v.string(), imageUrl: v.string(), isFavorite: v.boolean() });
export type Emoji = v.InferOutput<typeof emoji>;
export const emojiListResult = v.object({ list: v.array(emoji), total: v.number(), offset: v.number(), limit: v.number() });
export type EmojiListResult = v.InferOutput<typeof emojiListResult>;

/** POST /api/lives/change-favorite-emoticon: marks (`isFavorite` true) or unmarks an emoticon as a favourite. Unknown emoticon: 404. */
export const changeFavoriteEmoticonBody = v.object({
  emoticonId: v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/, bad), v.transform(Number))], bad), v.integer(bad), v.minValue(1, bad), v.maxValue(2_147_483_647, bad)),
  isFavorite: v.boolean(bad),
});
export type ChangeFavoriteEmoticonBody = v.InferInput<typeof changeFavoriteEmoticonBody>;
export const changeFavoriteEmoticonReply = v.object({ emoticonId: v.number(), isFavorite: v.boolean() });
export type ChangeFavoriteEmoticonReply = v.InferOutput<typeof changeFavoriteEmoticonReply>;
