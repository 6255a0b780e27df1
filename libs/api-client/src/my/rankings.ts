import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyRankingsParams, MyRankingsResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/my/rankings?offset&limit&fanOffset&fanLimit: the channels the member gifted to with their rank, and their own channel's gifters. */
export const getMyRankings = (page: MyRankingsParams) => json<MyRankingsResponse>(api.get('api/my/rankings', { searchParams: { ...page } }));
export const myRankingsQuery = (page: MyRankingsParams) => queryOptions({ queryKey: ['my', 'rankings', page] as const, queryFn: () => getMyRankings(page) });
export const useMyRankings = (page: MyRankingsParams) => useQuery({ ...myRankingsQuery(page), placeholderData: keepPreviousData });
