import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BroadcastThemesResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/guest/themes: the brand's broadcast themes `[{key, value, text}]` (key = themeId). */
export const getThemes = () => json<BroadcastThemesResponse>(api.get('api/guest/themes'));

export const themesQuery = () => queryOptions({ queryKey: ['guest', 'themes'] as const, queryFn: getThemes, staleTime: 10 * 60_000 });

export const useThemes = () => useQuery(themesQuery());
