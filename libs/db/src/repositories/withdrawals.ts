import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bankAccounts, members, withdrawals, type BankAccountRow, type WithdrawalRow } from '../schema';

export type NewBankAccount = Pick<BankAccountRow, 'memberId' | 'bankCode' | 'holderName' | 'accountNumber' | 'phone' | 'businessNumber' | 'bankbookPath' | 'bankbookType'>;
export type NewWithdrawal = Omit<WithdrawalRow, 'id' | 'status' | 'settleTransferId' | 'reason' | 'processedBy' | 'processedAt' | 'createdAt' | 'updatedAt'>;

/** Bank accounts for withdrawals and the withdrawals themselves. */
export function withdrawalsRepository(db: Db) {
  return {
    /** Files the member's account application (replacing an earlier one, back to pending). */
    async applyAccount(values: NewBankAccount, tx: Db = db): Promise<BankAccountRow> {
      const [row] = await tx
        .insert(bankAccounts)
        .values({ ...values, status: 'pending' })
        .onConflictDoUpdate({
          target: bankAccounts.memberId,
          set: { ...values, status: 'pending', reviewedBy: null, reviewedAt: null, rejectReason: null, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },
    async account(memberId: number, tx: Db = db): Promise<BankAccountRow | null> {
      const [row] = await tx.select().from(bankAccounts).where(eq(bankAccounts.memberId, memberId));
      return row ?? null;
    },
    /**
     * Decides the member's pending application, or with `accountNumber` the application with that
     * number whatever its state (an operator correcting a decision on what they saw); null: none.
     */
    async reviewAccount(memberId: number, decision: { status: 'approved' | 'rejected'; reviewedBy: number; rejectReason: string | null }, accountNumber?: string, tx: Db = db): Promise<BankAccountRow | null> {
      const [row] = await tx
        .update(bankAccounts)
        .set({ ...decision, reviewedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(bankAccounts.memberId, memberId), accountNumber === undefined ? eq(bankAccounts.status, 'pending') : eq(bankAccounts.accountNumber, accountNumber)))
        .returning();
      return row ?? null;
    },
    /** Applications waiting for an operator, oldest first, with their members; one brand (the member's) or all (null). */
    async pendingAccountLines(brand: string | null, tx: Db = db) {
      return tx
        .select({ account: bankAccounts, loginId: members.loginId, nickname: members.nickname, brand: members.brand })
        .from(bankAccounts)
        .innerJoin(members, eq(members.id, bankAccounts.memberId))
        .where(and(eq(bankAccounts.status, 'pending'), brand === null ? undefined : eq(members.brand, brand)))
        .orderBy(bankAccounts.updatedAt)
        .limit(100);
    },
    pendingAccounts(tx: Db = db): Promise<BankAccountRow[]> {
      return tx.select().from(bankAccounts).where(eq(bankAccounts.status, 'pending')).orderBy(bankAccounts.updatedAt).limit(100);
    },
    async create(values: NewWithdrawal, tx: Db = db): Promise<WithdrawalRow> {
      const [row] = await tx.insert(withdrawals).values(values).returning();
      return row;
    },
    async lock(id: number, tx: Db): Promise<WithdrawalRow | null> {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      return row ?? null;
    },
    async update(id: number, patch: Partial<Pick<WithdrawalRow, 'status' | 'settleTransferId' | 'reason' | 'processedBy' | 'processedAt'>>, tx: Db = db): Promise<WithdrawalRow> {
      const [row] = await tx
        .update(withdrawals)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(withdrawals.id, id))
        .returning();
      return row;
    },
    async listOf(memberId: number, page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: WithdrawalRow[]; total: number }> {
      const list = await tx.select().from(withdrawals).where(eq(withdrawals.memberId, memberId)).orderBy(desc(withdrawals.id)).offset(page.offset).limit(page.limit);
      const [{ n }] = await tx.select({ n: sql<number>`count(*)::int` }).from(withdrawals).where(eq(withdrawals.memberId, memberId));
      return { list, total: Number(n) };
    },
    /** Luv held by a member's withdrawals that are not paid, cancelled or rejected. */
    async waiting(memberId: number, tx: Db = db): Promise<{ waiting: number; count: number }> {
      const [row] = await tx
        .select({ waiting: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`, count: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [1, 2])));
      return { waiting: Number(row.waiting), count: Number(row.count) };
    },
    /** Withdrawals an operator has to handle (requested or processing), oldest first. */
    queue(tx: Db = db): Promise<WithdrawalRow[]> {
      return tx.select().from(withdrawals).where(inArray(withdrawals.status, [1, 2])).orderBy(withdrawals.id).limit(100);
    },
  };
}
export type WithdrawalsRepository = ReturnType<typeof withdrawalsRepository>;
