import type { MessageKey } from '@luvcast/contracts';
import { LedgerError } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import type { Refusal } from '../../types';

/**
 * The refusal of a ledger error a money-moving call expects: not enough in the account it takes
 * from (`insufficient`, 400; the wallet's by default), or a ledger key reused for another transfer
 * (422). Anything else is rethrown.
 */
export function ledgerRefusal(err: unknown, insufficient: MessageKey = 'luv.insufficient'): Refusal {
  if (err instanceof LedgerError && err.code === 'insufficient_funds') return refusal(insufficient, 400);
  if (err instanceof LedgerError && err.code === 'idempotency_conflict') return refusal('idempotency.conflict', 422);
  throw err;
}
