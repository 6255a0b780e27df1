import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type BuyItemsBody, type BuyItemsResponse, type itemUseBody, type ItemShopResponse, type ItemsSumResponse, type ItemUseResponse, type MemberItemsResponse } from '@luvcast/contracts';
import type * as v from 'valibot';
import { api, json } from '@luvcast/api-core';
import { luvSumQuery } from './get-luv-sum';

/** GET /api/shoppings/items: the item shop. */
export const getItemShop = () => json<ItemShopResponse>(api.get('api/shoppings/items'));
export const itemShopQuery = () => queryOptions({ queryKey: ['luv', 'items', 'shop'] as const, queryFn: getItemShop, staleTime: 10 * 60_000 });
export const useItemShop = () => useQuery(itemShopQuery());

/** GET /api/my/items: the items the member holds. */
export const getMyItems = () => json<MemberItemsResponse>(api.get('api/my/items'));
export const myItemsQuery = () => queryOptions({ queryKey: ['luv', 'items', 'mine'] as const, queryFn: getMyItems });
export const useMyItems = (enabled = true) => useQuery({ ...myItemsQuery(), enabled });

/** GET /api/luv/items-sum */
export const getItemsSum = () => json<ItemsSumResponse>(api.get('api/luv/items-sum'));
export const itemsSumQuery = () => queryOptions({ queryKey: ['luv', 'items', 'sum'] as const, queryFn: getItemsSum });
export const useItemsSum = () => useQuery(itemsSumQuery());

/** POST /api/shoppings/items: buys items with luv (the key makes a retry buy once). */
export const buyItems = (body: BuyItemsBody, idempotencyKey: string) =>
  json<BuyItemsResponse>(api.post('api/shoppings/items', { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

export function useBuyItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BuyItemsBody; idempotencyKey: string }) => buyItems(body, idempotencyKey),
    onSuccess: async (answer) => {
      queryClient.setQueryData(luvSumQuery().queryKey, { luvSum: answer.luvSum });
      await queryClient.invalidateQueries({ queryKey: ['luv', 'items'] });
    },
  });
}

export type ItemUseInput = v.InferInput<typeof itemUseBody>;
/** POST /api/my/item/{id}/use: sends items of one line to a channel's broadcaster. */
export const sendItem = (itemId: number, body: ItemUseInput, idempotencyKey: string) =>
  json<ItemUseResponse>(api.post(`api/my/item/${itemId}/use`, { json: body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }));

/** Sends items; the items and the sent lists are read again. */
export function useSendItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body, idempotencyKey }: { itemId: number; body: ItemUseInput; idempotencyKey: string }) => sendItem(itemId, body, idempotencyKey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['luv', 'items'] });
      await queryClient.invalidateQueries({ queryKey: ['luv', 'gifts'] });
    },
  });
}
