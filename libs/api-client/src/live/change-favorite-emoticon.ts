import { useMutation } from '@tanstack/react-query';
import { api, json } from '../client';

/**
 * POST /api/lives/change-favorite-emoticon (spec §7): marks or unmarks an emoticon as a favourite of
 * the signed-in member. The spec names the call only; the body `{emoticonId, isFavorite}` is this
 * client's proposal until the API route and its contract exist (not implemented by apps/api yet).
 */
export const changeFavoriteEmoticon = (emoticonId: number, isFavorite: boolean) =>
  json<unknown>(api.post('api/lives/change-favorite-emoticon', { json: { emoticonId, isFavorite } }));

export const useChangeFavoriteEmoticon = () =>
  useMutation({ mutationFn: ({ emoticonId, isFavorite }: { emoticonId: number; isFavorite: boolean }) => changeFavoriteEmoticon(emoticonId, isFavorite) });
