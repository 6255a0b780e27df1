import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBanksResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/banks: the banks, and the member's account for withdrawals (or null). */
export const getMyBanks = () => json<MyBanksResponse>(api.get('api/my/banks'));

export const myBanksQuery = () => queryOptions({ queryKey: ['luv', 'banks'] as const, queryFn: getMyBanks });

export const useMyBanks = () => useQuery(myBanksQuery());
