import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotice, AdminNoticeInput } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { ADMIN_NOTICES_KEY } from './get-admin-notices';
import { invalidatePublicNotices } from './notice-kinds';

/** PUT /api/admin/notices/{id} with the whole row (kind, brand, title, content, isImportant). */
export const updateAdminNotice = ({ id, ...body }: AdminNoticeInput & { id: number }) => json<AdminNotice>(api.put(`api/admin/notices/${id}`, { json: body }));

export function useUpdateAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminNotice,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_NOTICES_KEY }), invalidatePublicNotices(queryClient)]),
  });
}
