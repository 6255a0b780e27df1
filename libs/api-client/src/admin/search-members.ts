import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberSearchResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/admin/members?query&offset&limit: login ID or nickname prefix (role S: their brand's members). */
export const searchMembers = (query: string, offset = 0, limit = 20) => json<AdminMemberSearchResponse>(api.get('api/admin/members', { searchParams: { query, offset, limit } }));
export const memberSearchQuery = (query: string, offset = 0, limit = 20) =>
  queryOptions({ queryKey: ['admin', 'members', 'search', query, offset, limit] as const, queryFn: () => searchMembers(query, offset, limit) });
/** Runs once `query` has the 2 characters the API asks for. */
export const useMemberSearch = (query: string, offset = 0, limit = 20) => useQuery({ ...memberSearchQuery(query, offset, limit), enabled: query.trim().length >= 2, placeholderData: keepPreviousData });
