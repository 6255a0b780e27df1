import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, json } from '@luvcast/api-core';
import { ADMIN_NOTICES_KEY } from './get-admin-notices';
import { invalidatePublicNotices } from './notice-kinds';

/** DELETE /api/admin/notices/{id}. */
export const deleteAdminNotice = (id: number) => json<{ id: number }>(api.delete(`api/admin/notices/${id}`));

export function useDeleteAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminNotice,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_NOTICES_KEY }), invalidatePublicNotices(queryClient)]),
  });
}
