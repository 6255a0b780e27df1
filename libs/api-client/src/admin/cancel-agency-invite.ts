import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAgencyInviteView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** DELETE /api/admin/agency-invites/{id}: cancels a pending invite. */
export const cancelAgencyInvite = (id: number) => json<AdminAgencyInviteView>(api.delete(`api/admin/agency-invites/${id}`));
export function useCancelAgencyInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelAgencyInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'agency-invites'] }) });
}
