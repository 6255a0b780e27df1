import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/luv/daily?side&days: luv per day (Asia/Seoul), received (broadcasters) or sent. */
export const getDaily = (side: 'received' | 'sent', days = 30) => json<DailyResponse>(api.get('api/luv/daily', { searchParams: { side, days } }));

export const dailyQuery = (side: 'received' | 'sent', days = 30) => queryOptions({ queryKey: ['luv', 'gifts', 'daily', side, days] as const, queryFn: () => getDaily(side, days) });

export const useDaily = (side: 'received' | 'sent', days = 30) => useQuery(dailyQuery(side, days));
