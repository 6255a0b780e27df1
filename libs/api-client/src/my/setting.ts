import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMITS, type MemberSettingsBody, type MemberSettingsResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/setting: the member's settings (the defaults until they change one). */
export const getMemberSettings = () => json<MemberSettingsResponse>(api.get('api/my/setting'));
/** Cached like the profile (5 minutes); `enabled` false for a guest (the call answers 401). */
export const memberSettingsQuery = () => queryOptions({ queryKey: ['my', 'setting'] as const, queryFn: getMemberSettings, staleTime: LIMITS.profileStaleMs, retry: false });
export const useMemberSettings = (enabled = true) => useQuery({ ...memberSettingsQuery(), enabled });

/** POST /api/my/setting: the settings sent change; answers all of them. */
export const updateMemberSettings = (body: MemberSettingsBody) => json<MemberSettingsResponse>(api.post('api/my/setting', { json: body }));
/** The answer replaces the cached settings; the followed channels are read again (memberSortCode orders them). */
export function useUpdateMemberSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberSettings,
    onSuccess: (r) => {
      queryClient.setQueryData(memberSettingsQuery().queryKey, r);
      void queryClient.invalidateQueries({ queryKey: ['my', 'streams'] });
    },
  });
}
