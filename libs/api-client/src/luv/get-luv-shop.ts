import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LuvShopResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/shoppings/luv/payments: the brand's packages, the methods, the member's monthly cap. */
export const getLuvShop = () => json<LuvShopResponse>(api.get('api/shoppings/luv/payments'));

export const luvShopQuery = () => queryOptions({ queryKey: ['luv', 'shop'] as const, queryFn: getLuvShop });

export const useLuvShop = () => useQuery(luvShopQuery());
