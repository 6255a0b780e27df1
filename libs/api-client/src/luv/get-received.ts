import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivedResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/luv/received: a broadcaster's earnings not withdrawn, received in all, number of gifts. */
export const getReceived = () => json<ReceivedResponse>(api.get('api/luv/received'));

export const receivedQuery = () => queryOptions({ queryKey: ['luv', 'gifts', 'received'] as const, queryFn: getReceived });

export const useReceived = (options: { enabled?: boolean; refetchInterval?: number } = {}) => useQuery({ ...receivedQuery(), ...options });
