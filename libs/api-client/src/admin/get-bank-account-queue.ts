import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBankAccountListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** GET /api/admin/bank-accounts: applications waiting for an operator, oldest first (role S: their brand's members'). */
export const getBankAccountQueue = () => json<AdminBankAccountListResponse>(api.get('api/admin/bank-accounts'));
export const bankAccountQueueQuery = () => queryOptions({ queryKey: ['admin', 'bank-accounts'] as const, queryFn: getBankAccountQueue });
export const useBankAccountQueue = () => useQuery(bankAccountQueueQuery());
