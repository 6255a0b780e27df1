import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAgencyInviteListResponse, AgencyInviteStatus } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/admin/agency-invites?status&offset&limit: newest first; no status: all. */
export const getAdminAgencyInvites = (status: AgencyInviteStatus | undefined, offset = 0, limit = 20) =>
  json<AdminAgencyInviteListResponse>(api.get('api/admin/agency-invites', { searchParams: { ...(status ? { status } : {}), offset, limit } }));
export const adminAgencyInvitesQuery = (status: AgencyInviteStatus | undefined, offset = 0, limit = 20) =>
  queryOptions({ queryKey: ['admin', 'agency-invites', status ?? 'all', offset, limit] as const, queryFn: () => getAdminAgencyInvites(status, offset, limit) });
export const useAdminAgencyInvites = (status: AgencyInviteStatus | undefined, offset = 0, limit = 20) =>
  useQuery({ ...adminAgencyInvitesQuery(status, offset, limit), placeholderData: keepPreviousData });
