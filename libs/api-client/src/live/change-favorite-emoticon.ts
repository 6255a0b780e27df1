import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeFavoriteEmoticonBody, ChangeFavoriteEmoticonReply, EmojiListResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { EMOJI_LIST_KEY } from '../guest/get-emoji-list';

/**
 * POST /api/lives/change-favorite-emoticon {emoticonId, isFavorite}: marks (true) or unmarks an
 * emoticon as a favourite of the signed-in member. 401 signed out, 404 unknown or inactive emoticon.
 */
export const changeFavoriteEmoticon = (body: ChangeFavoriteEmoticonBody) =>
  json<ChangeFavoriteEmoticonReply>(api.post('api/lives/change-favorite-emoticon', { json: body }));

/** The mutation's key: several stars toggled quickly refetch the lists once, after the last. */
export const CHANGE_FAVORITE_EMOTICON_KEY = ['live', 'change-favorite-emoticon'] as const;

interface Body {
  emoticonId: number;
  isFavorite: boolean;
}

/**
 * The emoji lists in the cache show the change at once (`isFavorite` of that emoticon); a failure
 * puts every list back as it was, a success refetches them (the API lists favourites first).
 */
export function useChangeFavoriteEmoticon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CHANGE_FAVORITE_EMOTICON_KEY,
    mutationFn: (body: Body) => changeFavoriteEmoticon(body),
    onMutate: async ({ emoticonId, isFavorite }: Body) => {
      await queryClient.cancelQueries({ queryKey: EMOJI_LIST_KEY });
      const before = queryClient.getQueriesData<EmojiListResult>({ queryKey: EMOJI_LIST_KEY });
      queryClient.setQueriesData<EmojiListResult>({ queryKey: EMOJI_LIST_KEY }, (page) =>
        page ? { ...page, list: page.list.map((e) => (e.id === emoticonId ? { ...e, isFavorite } : e)) } : page,
      );
      return { before };
    },
    onError: (_error, _body, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: async () => {
      // this mutation still counts as pending here; a refetch while another toggle is under way would undo its star
      if (queryClient.isMutating({ mutationKey: CHANGE_FAVORITE_EMOTICON_KEY }) <= 1) await queryClient.invalidateQueries({ queryKey: EMOJI_LIST_KEY });
    },
  });
}
