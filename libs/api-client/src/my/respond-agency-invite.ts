import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyInviteResponseType, AgencyInviteView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { agencyInviteQuery } from './get-agency-invite';

/** POST /api/my/agency-invites/{id}/respond {type: 'accept' | 'reject'}. */
export const respondAgencyInvite = ({ id, type }: { id: number; type: AgencyInviteResponseType }) =>
  json<AgencyInviteView>(api.post(`api/my/agency-invites/${id}/respond`, { json: { type } }));
export function useRespondAgencyInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondAgencyInvite,
    onSuccess: (invite) => {
      queryClient.setQueryData(agencyInviteQuery(invite.id).queryKey, invite);
      // accepting cancels the member's other invites: every list and the badge are read again
      return queryClient.invalidateQueries({ queryKey: ['my', 'agency-invites'], predicate: (q) => q.queryKey[2] !== 'one' || q.queryKey[3] !== invite.id });
    },
  });
}
