import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyInviteListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/agency-invites/me?offset&limit: the member's invites, newest first. */
export const getAgencyInvites = (offset = 0, limit = 10) => json<AgencyInviteListResponse>(api.get('api/my/agency-invites/me', { searchParams: { offset, limit } }));
export const agencyInvitesQuery = (offset = 0, limit = 10) =>
  queryOptions({ queryKey: ['my', 'agency-invites', 'list', offset, limit] as const, queryFn: () => getAgencyInvites(offset, limit) });
export const useAgencyInvites = (offset = 0, limit = 10) => useQuery({ ...agencyInvitesQuery(offset, limit), placeholderData: keepPreviousData });
