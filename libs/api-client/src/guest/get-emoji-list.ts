import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type EmojiListResult } from '@luvcast/contracts';
import { api, json } from '../client';

export interface EmojiListFilter {
  type?: string;
  title?: string;
  offset?: number;
  /** default PAGE_SIZES.emoji (100, spec §9) */
  limit?: number;
}

/** GET /api/guest/show-all-emoji?type&offset&limit&title: the brand's emoticons (100 per page by default). */
export const getEmojiList = ({ type, title, offset = 0, limit = PAGE_SIZES.emoji }: EmojiListFilter = {}) =>
  json<EmojiListResult>(api.get('api/guest/show-all-emoji', { searchParams: { offset, limit, ...(type ? { type } : {}), ...(title ? { title } : {}) } }));

export const emojiListQuery = (filter: EmojiListFilter = {}) =>
  queryOptions({
    queryKey: ['guest', 'emoji', filter.type ?? null, filter.title ?? null, filter.offset ?? 0, filter.limit ?? PAGE_SIZES.emoji] as const,
    queryFn: () => getEmojiList(filter),
    staleTime: 10 * 60_000,
  });

export const useEmojiList = (filter: EmojiListFilter = {}, enabled = true) => useQuery({ ...emojiListQuery(filter), enabled });
