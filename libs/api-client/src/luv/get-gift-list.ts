import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** The four gift lists of the wallet: luv or items, received (broadcasters) or sent. */
export type GiftListKind = 'receivedluv' | 'sentluv' | 'receiveditem' | 'sentitem';

/** GET /api/luv/{kind}-list?offset&limit (default 10): newest first, with total and sum. */
export const getGiftList = (kind: GiftListKind, offset = 0, limit = 10) => json<GiftListResponse>(api.get(`api/luv/${kind}-list`, { searchParams: { offset, limit } }));

export const giftListQuery = (kind: GiftListKind, offset = 0, limit = 10) =>
  queryOptions({ queryKey: ['luv', 'gifts', kind, offset, limit] as const, queryFn: () => getGiftList(kind, offset, limit) });

export const useGiftList = (kind: GiftListKind, offset = 0, limit = 10, options: { enabled?: boolean } = {}) => useQuery({ ...giftListQuery(kind, offset, limit), placeholderData: keepPreviousData, ...options });
