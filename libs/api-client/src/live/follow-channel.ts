import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { channelPageQuery } from './get-channel-page';

/** POST (follow) / DELETE (unfollow) /api/channels/{id}/follow: the new state and follower count. */
export const followChannel = (channelId: number, follow: boolean) =>
  json<FollowResponse>(follow ? api.post(`api/channels/${channelId}/follow`) : api.delete(`api/channels/${channelId}/follow`));

/** Follows or unfollows; the channel page takes the answer's count and refetches (the followed lists too). */
export function useFollowChannel(channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => followChannel(channelId, follow),
    onSuccess: async (answer) => {
      queryClient.setQueryData(channelPageQuery(channelId).queryKey, (page) =>
        page ? { ...page, channel: { ...page.channel, followerCount: answer.followerCount }, relation: { ...page.relation, isFollowing: answer.isFollowing } } : page,
      );
      await queryClient.invalidateQueries({ queryKey: ['my', 'streams'] });
    },
  });
}
