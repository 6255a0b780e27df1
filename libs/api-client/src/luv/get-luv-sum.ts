import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LuvSumResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/luv/luv-sum: the member's balance in luv (integer). */
export const getLuvSum = () => json<LuvSumResponse>(api.get('api/luv/luv-sum'));

export const luvSumQuery = () => queryOptions({ queryKey: ['luv', 'luv-sum'] as const, queryFn: getLuvSum });

export const useLuvSum = (options: { enabled?: boolean } = {}) => useQuery({ ...luvSumQuery(), ...options });
