import type { App } from '../../types';

export type LuvServiceDeps = Pick<App, 'ledger'>;

/** Luv, the site currency: the member's wallet on the double-entry ledger. */
export function createLuvService(app: LuvServiceDeps) {
  return {
    /** The member's balance: their wallet's maintained balance (integer luv). */
    balance: (memberId: number) => app.ledger.balanceOfMember(memberId),
  };
}
export type LuvService = ReturnType<typeof createLuvService>;
