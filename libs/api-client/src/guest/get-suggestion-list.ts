import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SuggestionListParams, SuggestionListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/guest/suggestion-list?limit (and memberId) */
export const getSuggestionList = ({ limit = 20, memberId }: Partial<SuggestionListParams> = {}) =>
  json<SuggestionListResponse>(
    api.get('api/guest/suggestion-list', { searchParams: memberId ? { limit, memberId } : { limit } }),
  );

export const suggestionListQuery = (limit = 20) =>
  queryOptions({ queryKey: ['guest', 'suggestion-list', limit] as const, queryFn: () => getSuggestionList({ limit }) });

export const useSuggestionList = (limit = 20) => useQuery(suggestionListQuery(limit));
