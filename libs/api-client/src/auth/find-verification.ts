import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, json } from '../client';

export interface FindVerification {
  result: 'ok';
  /** phone for foreign members, identity otherwise */
  verification: 'identity' | 'phone';
}

/** GET /api/auth/signin/find?loginId&type: which verification this member's find/withdrawal flow takes. */
export const findVerification = (loginId: string, type: 'id' | 'password') =>
  json<FindVerification>(api.get('api/auth/signin/find', { searchParams: { loginId, type } }));

export const findVerificationQuery = (loginId: string, type: 'id' | 'password') =>
  queryOptions({ queryKey: ['auth', 'find', loginId, type] as const, queryFn: () => findVerification(loginId, type), retry: false });

export const useFindVerification = (loginId: string | undefined, type: 'id' | 'password') =>
  useQuery({ ...findVerificationQuery(loginId ?? '', type), enabled: !!loginId });
