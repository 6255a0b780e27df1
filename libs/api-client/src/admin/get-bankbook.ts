import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@luvcast/api-core';

/**
 * GET /api/admin/bank-accounts/{loginId}/bankbook: the bank-book copy as a Blob (through the client,
 * which sends the client header and refreshes the session; an <img src> to the API would not).
 */
export const getBankbook = (loginId: string) => api.get(`api/admin/bank-accounts/${encodeURIComponent(loginId)}/bankbook`).blob();
export const bankbookQuery = (loginId: string) => queryOptions({ queryKey: ['admin', 'bank-accounts', 'bankbook', loginId] as const, queryFn: () => getBankbook(loginId), staleTime: 60_000 });
export const useBankbook = (loginId: string, enabled = true) => useQuery({ ...bankbookQuery(loginId), enabled });
