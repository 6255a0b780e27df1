import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminNotice, AdminNoticeInput } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { ADMIN_NOTICES_KEY } from './get-admin-notices';
import { invalidatePublicNotices } from './notice-kinds';

/** POST /api/admin/notices {kind, brand, title, content, isImportant}: a notice, developer notice or guide. */
export const createAdminNotice = (body: AdminNoticeInput) => json<AdminNotice>(api.post('api/admin/notices', { json: body }));

export function useCreateAdminNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminNotice,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ADMIN_NOTICES_KEY }), invalidatePublicNotices(queryClient)]),
  });
}
