import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAgencyInviteView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

export interface NewAgencyInvite {
  agencyId: number;
  /** the invitee's login ID */
  loginId: string;
  /** 0-100 */
  sharePercent: number;
  message: string;
  /** PDF or JPG, PNG, GIF; 5 MB */
  contract: File;
}

/** POST /api/admin/agency-invites (multipart, the file in `contract`). */
export const sendAgencyInvite = ({ contract, ...fields }: NewAgencyInvite) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  form.append('contract', contract, contract.name);
  return json<AdminAgencyInviteView>(api.post('api/admin/agency-invites', { body: form }));
};
export function useSendAgencyInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendAgencyInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'agency-invites'] }) });
}
