import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { declarations, memberSanctions, members, type DeclarationRow } from '../schema';

export const DECLARATION_STATUS = { pending: 0, dismissed: 1, sanctioned: 2 } as const;

export type NewDeclaration = Pick<DeclarationRow, 'reporterId' | 'brand' | 'targetType' | 'targetId' | 'targetMemberId' | 'reason' | 'detail' | 'snapshot'>;
/** A declaration with who reported it and whom it is about (the operators' view). */
export type DeclarationLine = DeclarationRow & { reporter: { loginId: string; nickname: string }; target: { loginId: string; nickname: string } | null };

/** Reports of members and what they wrote, and the sanctions operators decide on them. */
export function declarationsRepository(db: Db) {
  const reporter = alias(members, 'reporter');
  const target = alias(members, 'target');
  const lines = (where: ReturnType<typeof and>, tx: Db) =>
    tx
      .select({ d: declarations, rLogin: reporter.loginId, rNick: reporter.nickname, tLogin: target.loginId, tNick: target.nickname })
      .from(declarations)
      .innerJoin(reporter, eq(reporter.id, declarations.reporterId))
      .leftJoin(target, eq(target.id, declarations.targetMemberId))
      .where(where);
  const lineOf = (r: { d: DeclarationRow; rLogin: string; rNick: string; tLogin: string | null; tNick: string | null }): DeclarationLine => ({
    ...r.d,
    reporter: { loginId: r.rLogin, nickname: r.rNick },
    target: r.tLogin === null ? null : { loginId: r.tLogin, nickname: r.tNick ?? '' },
  });

  return {
    /** Files a report; null when the reporter has one pending about the same target. */
    async create(input: NewDeclaration, tx: Db = db): Promise<DeclarationRow | null> {
      const [row] = await tx.insert(declarations).values(input).onConflictDoNothing().returning();
      return row ?? null;
    },
    async listOf(reporterId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await lines(eq(declarations.reporterId, reporterId), tx).orderBy(desc(declarations.id)).offset(page.offset).limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(declarations).where(eq(declarations.reporterId, reporterId));
      return { list: rows.map(lineOf), total: Number(total) };
    },
    async find(id: number, tx: Db = db): Promise<DeclarationLine | null> {
      const [row] = await lines(eq(declarations.id, id), tx);
      return row ? lineOf(row) : null;
    },
    /** Withdraws the reporter's own pending report. */
    async deletePending(id: number, reporterId: number, tx: Db = db): Promise<boolean> {
      return (await tx.delete(declarations).where(and(eq(declarations.id, id), eq(declarations.reporterId, reporterId), eq(declarations.status, DECLARATION_STATUS.pending))).returning({ id: declarations.id })).length > 0;
    },
    /** The operators' queue: pending oldest first, handled newest first; one brand or all. */
    async queue(filter: { handled: boolean; brand: string | null }, page: { offset: number; limit: number }, tx: Db = db) {
      const where = and(filter.handled ? sql`${declarations.status} <> ${DECLARATION_STATUS.pending}` : eq(declarations.status, DECLARATION_STATUS.pending), filter.brand ? eq(declarations.brand, filter.brand) : undefined);
      const rows = await lines(where, tx)
        .orderBy(filter.handled ? desc(declarations.id) : declarations.id)
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(declarations).where(where);
      return { list: rows.map(lineOf), total: Number(total) };
    },
    /** Closes a pending report (null when it was handled meanwhile). */
    async close(id: number, outcome: { status: 1 | 2; handledBy: number; resolution: string }, tx: Db = db): Promise<DeclarationRow | null> {
      const [row] = await tx
        .update(declarations)
        .set({ ...outcome, handledAt: sql`now()` })
        .where(and(eq(declarations.id, id), eq(declarations.status, DECLARATION_STATUS.pending)))
        .returning();
      return row ?? null;
    },
    async sanction(input: { memberId: number; declarationId: number | null; operatorId: number; reason: string; until: Date }, tx: Db = db) {
      const [row] = await tx.insert(memberSanctions).values(input).returning();
      return row;
    },
    /** Marks the sanctions that ran out lifted; the members left with none in force (whose accounts the caller reopens). */
    async liftExpired(tx: Db = db): Promise<number[]> {
      const lifted = await tx.update(memberSanctions).set({ liftedAt: sql`now()` }).where(and(isNull(memberSanctions.liftedAt), lte(memberSanctions.until, sql`now()`))).returning({ memberId: memberSanctions.memberId });
      const ids = [...new Set(lifted.map((l) => l.memberId))];
      const stillOn = ids.length ? await tx.select({ memberId: memberSanctions.memberId }).from(memberSanctions).where(and(isNull(memberSanctions.liftedAt), inArray(memberSanctions.memberId, ids))) : [];
      return ids.filter((i) => !stillOn.some((s) => s.memberId === i));
    },
    /** Ends every sanction of a member now (an operator set the account's status by hand: that decides, not the sanctions' ends). */
    async liftAllOf(memberId: number, tx: Db = db): Promise<void> {
      await tx.update(memberSanctions).set({ liftedAt: sql`now()` }).where(and(eq(memberSanctions.memberId, memberId), isNull(memberSanctions.liftedAt)));
    },
    /** The latest reports about a member, newest first (the operators' member page). */
    async about(memberId: number, limit: number, tx: Db = db): Promise<DeclarationLine[]> {
      const rows = await lines(eq(declarations.targetMemberId, memberId), tx).orderBy(desc(declarations.id)).limit(limit);
      return rows.map(lineOf);
    },
    /** Every sanction in force on a member, ending last first. */
    async allInForce(memberId: number, tx: Db = db) {
      return tx.select().from(memberSanctions).where(and(eq(memberSanctions.memberId, memberId), isNull(memberSanctions.liftedAt))).orderBy(desc(memberSanctions.until));
    },
    async findSanction(id: number, tx: Db = db) {
      const [row] = await tx.select().from(memberSanctions).where(eq(memberSanctions.id, id));
      return row ?? null;
    },
    /** The sanction in force on a member, if any (the one ending last). */
    async inForce(memberId: number, tx: Db = db) {
      const [row] = await tx.select().from(memberSanctions).where(and(eq(memberSanctions.memberId, memberId), isNull(memberSanctions.liftedAt))).orderBy(desc(memberSanctions.until)).limit(1);
      return row ?? null;
    },
  };
}
export type DeclarationsRepository = ReturnType<typeof declarationsRepository>;
