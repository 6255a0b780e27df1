import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAgencyListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/admin/agencies: the agencies the operator manages (role S: their brand's). */
export const getAgencies = () => json<AdminAgencyListResponse>(api.get('api/admin/agencies'));
export const agenciesQuery = () => queryOptions({ queryKey: ['admin', 'agencies'] as const, queryFn: getAgencies });
export const useAgencies = () => useQuery(agenciesQuery());
