import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberLevelInfo } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/member-level-info: the member's fan level by the luv they sent in gifts. */
export const getMemberLevelInfo = () => json<MemberLevelInfo>(api.get('api/my/member-level-info'));
export const memberLevelInfoQuery = () => queryOptions({ queryKey: ['my', 'member-level-info'] as const, queryFn: getMemberLevelInfo });
export const useMemberLevelInfo = () => useQuery(memberLevelInfoQuery());
