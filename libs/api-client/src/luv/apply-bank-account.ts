import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccountView } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { myBanksQuery } from './get-my-banks';

export interface BankAccountApplication {
  memberId: string;
  phone: string;
  bankCode: string;
  bankHolderName: string;
  bankAccount: string;
  business_number: string;
  /** the bank-book copy (JPG, PNG or PDF, 5 MB) */
  bankbook: File;
}

/** POST /api/cs/accountChange (multipart): the account withdrawals are paid to, pending an operator. */
export const applyBankAccount = (a: BankAccountApplication) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(a)) form.append(k, v as string | Blob);
  return json<BankAccountView>(api.post('api/cs/accountChange', { body: form }));
};

/** Files the application; the account read takes its answer. */
export function useApplyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyBankAccount,
    onSuccess: (account) => queryClient.setQueryData(myBanksQuery().queryKey, (old) => (old ? { ...old, account } : old)),
  });
}
