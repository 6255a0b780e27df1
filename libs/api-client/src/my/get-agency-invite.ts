import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencyInviteView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/agency-invites/{id}: one invite (opening it marks it read, so the list and the badge are read again). */
export const getAgencyInvite = (id: number) => json<AgencyInviteView>(api.get(`api/my/agency-invites/${id}`));
export const agencyInviteQuery = (id: number) => queryOptions({ queryKey: ['my', 'agency-invites', 'one', id] as const, queryFn: () => getAgencyInvite(id) });
export function useAgencyInvite(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...agencyInviteQuery(id),
    queryFn: async () => {
      const invite = await getAgencyInvite(id);
      void queryClient.invalidateQueries({ queryKey: ['my', 'agency-invites', 'has-new'] });
      void queryClient.invalidateQueries({ queryKey: ['my', 'agency-invites', 'list'] });
      return invite;
    },
  });
}
