import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMemberDetail } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/admin/members/{loginId}: the member with sanctions in force, reports about them and operators' actions on them. */
export const getAdminMember = (loginId: string) => json<AdminMemberDetail>(api.get(`api/admin/members/${encodeURIComponent(loginId)}`));
export const adminMemberQuery = (loginId: string) => queryOptions({ queryKey: ['admin', 'members', 'one', loginId] as const, queryFn: () => getAdminMember(loginId) });
export const useAdminMember = (loginId: string) => useQuery(adminMemberQuery(loginId));
