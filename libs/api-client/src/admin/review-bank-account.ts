import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccountView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { bankAccountQueueQuery } from './get-bank-account-queue';

/**
 * PUT /api/admin/bank-accounts/{loginId} {action, reason, accountNumber}: approve, or reject with a
 * reason, the application with the account number the operator saw; logged.
 */
export const reviewBankAccount = ({ loginId, action, reason, accountNumber }: { loginId: string; action: 'approve' | 'reject'; reason: string; accountNumber: string }) =>
  json<BankAccountView>(api.put(`api/admin/bank-accounts/${encodeURIComponent(loginId)}`, { json: { action, reason, accountNumber } }));
export function useReviewBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reviewBankAccount, onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountQueueQuery().queryKey }) });
}
