import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannersResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/guest/banners */
export const getBanners = () => json<BannersResponse>(api.get('api/guest/banners'));

export const bannersQuery = () => queryOptions({ queryKey: ['guest', 'banners'] as const, queryFn: getBanners });

export const useBanners = () => useQuery(bannersQuery());
