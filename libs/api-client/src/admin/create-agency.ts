import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAgencyView, AgencyCreateBody } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { agenciesQuery } from './get-agencies';

/** POST /api/admin/agencies {name, brand?}. */
export const createAgency = (body: AgencyCreateBody) => json<AdminAgencyView>(api.post('api/admin/agencies', { json: body }));
export function useCreateAgency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createAgency, onSuccess: () => queryClient.invalidateQueries({ queryKey: agenciesQuery().queryKey }) });
}
