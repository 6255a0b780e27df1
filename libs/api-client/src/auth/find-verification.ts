import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInFindQuery, SignInFindResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** Which verification a member's find / withdrawal flow takes: phone for foreign members, identity otherwise. */
export type FindVerification = SignInFindResult;
type FindType = SignInFindQuery['type'];

/** GET /api/auth/signin/find?loginId&type: which verification this member's find/withdrawal flow takes. */
export const findVerification = (loginId: string, type: FindType) =>
  json<FindVerification>(api.get('api/auth/signin/find', { searchParams: { loginId, type } satisfies SignInFindQuery }));

export const findVerificationQuery = (loginId: string, type: FindType) =>
  queryOptions({ queryKey: ['auth', 'find', loginId, type] as const, queryFn: () => findVerification(loginId, type), retry: false });

export const useFindVerification = (loginId: string | undefined, type: FindType) =>
  useQuery({ ...findVerificationQuery(loginId ?? '', type), enabled: !!loginId });
