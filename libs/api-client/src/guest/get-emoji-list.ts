import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, type EmojiListResult, type EmojiQuery } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { api, json } from '@luvcast/api-core';

export interface EmojiListFilter {
  type?: string;
  title?: string;
  /** '' the brand's order, 'latest' newest first, 'favorite' the member's favourites only */
  option?: EmojiQuery['option'];
  offset?: number;
  /** default PAGE_SIZES.emoji (100, spec §9) */
  limit?: number;
}

/** The key prefix of every emoji list (a favourite's change invalidates them all). */
export const EMOJI_LIST_KEY = ['guest', 'emoji'] as const;

/**
 * GET /api/guest/show-all-emoji?type&offset&limit&title&option: the brand's emoticons (100 per page
 * by default). Each has `isFavorite` for the signed-in member (false for guests), favourites first.
 */
export const getEmojiList = ({ type, title, option, offset = 0, limit = PAGE_SIZES.emoji }: EmojiListFilter = {}) =>
  json<EmojiListResult>(
    api.get('api/guest/show-all-emoji', { searchParams: { offset, limit, ...(type ? { type } : {}), ...(title ? { title } : {}), ...(option ? { option } : {}) } }),
  );

/**
 * `viewer`: the signed-in member's login id (null for a guest). `isFavorite` is the viewer's, so each
 * viewer has their own cache entry (a sign-in does not show a guest's list, nor one member another's).
 */
export const emojiListQuery = (filter: EmojiListFilter = {}, viewer: string | null = null) =>
  queryOptions({
    queryKey: [...EMOJI_LIST_KEY, viewer, filter.type ?? null, filter.title ?? null, filter.option ?? '', filter.offset ?? 0, filter.limit ?? PAGE_SIZES.emoji] as const,
    queryFn: () => getEmojiList(filter),
    staleTime: 10 * 60_000,
  });

/** The list as the API answers it, `isFavorite` included, for the member signed in now. */
export function useEmojiList(filter: EmojiListFilter = {}, enabled = true) {
  const viewer = useSessionStore((s) => s.me?.loginId ?? null);
  return useQuery({ ...emojiListQuery(filter, viewer), enabled });
}
