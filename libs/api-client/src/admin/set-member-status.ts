import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMemberStatus, MemberStatus } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** PUT /api/admin/members/{loginId}/status {status, reason}: blocks (signs them out everywhere) or unblocks; logged with the reason. */
export const setMemberStatus = ({ loginId, status, reason }: { loginId: string; status: MemberStatus; reason: string }) =>
  json<AdminMemberStatus>(api.put(`api/admin/members/${encodeURIComponent(loginId)}/status`, { json: { status, reason } }));
export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setMemberStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }) });
}
