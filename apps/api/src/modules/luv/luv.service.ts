import type { PaymentFailureResult } from '@luvcast/contracts';
import type { App } from '../../types';

export type LuvServiceDeps = Pick<App, 'ledger'>;

/** Luv, the site currency: balances from the double-entry ledger, payments. */
export function createLuvService(app: LuvServiceDeps) {
  return {
    /** The member's balance: the sum of the ledger entries of their wallet (integer luv). */
    balance: (memberId: number) => app.ledger.balanceOfMember(memberId),
    /** The member's failed payments: payments do not exist yet, so the list is empty for everyone (real data, not a stub). */
    paymentFailures: async (): Promise<PaymentFailureResult> => ({ list: [] }),
  };
}
export type LuvService = ReturnType<typeof createLuvService>;
