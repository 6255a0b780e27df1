import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RuleKind } from '@luvcast/contracts';
import { api, toApiError } from '@luvcast/api-core';

/** GET /static/{kind}: a terms document as plain text. */
export async function getRules(kind: RuleKind): Promise<string> {
  try {
    return await api.get(`static/${kind}`).text();
  } catch (error) {
    throw await toApiError(error);
  }
}

export const rulesQuery = (kind: RuleKind) => queryOptions({ queryKey: ['static', kind] as const, queryFn: () => getRules(kind), staleTime: 60 * 60_000 });

export const useRules = (kind: RuleKind, enabled = true) => useQuery({ ...rulesQuery(kind), enabled });
