import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../schema';

/** System account that issues luv (may go negative: its balance is minus all luv in circulation). */
export const ISSUANCE_ACCOUNT = 'system:issuance';

export type LedgerErrorCode = 'invalid_amount' | 'same_account' | 'unknown_account' | 'insufficient_funds' | 'idempotency_conflict';

export class LedgerError extends Error {
  constructor(readonly code: LedgerErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'LedgerError';
  }
}

export interface TransferInput {
  /** ledger account ids (see memberAccount / systemAccount) */
  from: number;
  to: number;
  /** positive integer, in luv */
  amount: number;
  /** unique per logical operation; repeating it returns the first transfer */
  idempotencyKey: string;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  /** true when the idempotency key had already been used for this same transfer */
  replayed: boolean;
}

const sumAmount = sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`;

export function ledgerRepository(db: Db) {
  async function systemAccountId(code: string, tx: Db): Promise<number> {
    await tx.insert(ledgerAccounts).values({ code, allowNegative: true }).onConflictDoNothing({ target: ledgerAccounts.code });
    const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
    return row.id;
  }

  async function balanceOfAccount(accountId: number, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ sum: sumAmount }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
    return Number(row.sum);
  }

  async function runTransfer(input: TransferInput, tx: Db): Promise<TransferResult> {
    const { from, to, amount, idempotencyKey, memo = '' } = input;
    const inserted = await tx
      .insert(ledgerTransfers)
      .values({ idempotencyKey, memo })
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id });

    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
      const entries = await tx
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transferId, existing.id));
      const same =
        entries.length === 2 &&
        entries.some((e) => e.accountId === from && Number(e.amount) === -amount) &&
        entries.some((e) => e.accountId === to && Number(e.amount) === amount);
      if (!same) throw new LedgerError('idempotency_conflict', `idempotency key ${idempotencyKey} was used for another transfer`);
      return { transferId: existing.id, replayed: true };
    }

    // lock both accounts in id order: concurrent transfers on one wallet serialise here
    const accounts = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [from, to]))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    const source = accounts.find((a) => a.id === from);
    if (!source || !accounts.some((a) => a.id === to)) throw new LedgerError('unknown_account');
    if (!source.allowNegative && (await balanceOfAccount(from, tx)) < amount) throw new LedgerError('insufficient_funds');

    const transferId = inserted[0].id;
    await tx.insert(ledgerEntries).values([
      { transferId, accountId: from, amount: -amount },
      { transferId, accountId: to, amount },
    ]);
    return { transferId, replayed: false };
  }

  return {
    /**
     * The wallet account of a member. The database opens it with the member row (trigger
     * `members_ledger_account`, migration 0006), so every member has exactly one.
     */
    async memberAccount(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.memberId, memberId)).limit(1);
      if (!row) throw new LedgerError('unknown_account', `member ${memberId} has no ledger account`);
      return row.id;
    },
    /** A system account by code (created on first use; may go negative). */
    systemAccount(code: string, tx: Db = db): Promise<number> {
      return systemAccountId(code, tx);
    },
    balanceOfAccount,
    /** A member's luv balance: the sum of the entries of the member's account (0 without one). */
    async balanceOfMember(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ sum: sumAmount })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.memberId, memberId));
      return Number(row.sum);
    },
    /**
     * Moves `amount` luv from one account to another: one transfer row and two entries (-amount,
     * +amount) in one transaction (the caller's `tx` when given). Idempotent per key.
     */
    async transfer(input: TransferInput, tx?: Db): Promise<TransferResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerError('invalid_amount');
      if (input.from === input.to) throw new LedgerError('same_account');
      if (tx) return runTransfer(input, tx);
      return db.transaction((t) => runTransfer(input, t as unknown as Db));
    },
    /** Entries of a transfer (for audits and tests). */
    entriesOf(transferId: number, tx: Db = db) {
      return tx
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transferId, transferId))
        .orderBy(asc(ledgerEntries.id));
    },
  };
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
