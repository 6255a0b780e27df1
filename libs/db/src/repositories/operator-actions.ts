import { and, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../client';
import { members, operatorActions } from '../schema';

export interface OperatorAction {
  operatorId: number;
  /** what was done, e.g. inquiry.answer, member.block, bankAccount.approve */
  action: string;
  targetType: string;
  targetId: string | number;
  /** why (the operator's words; empty when the action needs none) */
  reason?: string;
  detail?: unknown;
}

/** The operators' log: who did what to what, when and why. Only ever appended to. */
export function operatorActionsRepository(db: Db) {
  return {
    async record(a: OperatorAction, tx: Db = db): Promise<void> {
      await tx.insert(operatorActions).values({ operatorId: a.operatorId, action: a.action, targetType: a.targetType, targetId: String(a.targetId), reason: a.reason ?? '', detail: a.detail ?? null });
    },
    /** What was done to these targets (type and id), newest first, at most `limit`. */
    async on(targets: { type: string; id: string | number }[], limit: number, tx: Db = db) {
      if (targets.length === 0) return [];
      const rows = await tx
        .select({ action: operatorActions, loginId: members.loginId })
        .from(operatorActions)
        .innerJoin(members, eq(members.id, operatorActions.operatorId))
        .where(or(...targets.map((x) => and(eq(operatorActions.targetType, x.type), eq(operatorActions.targetId, String(x.id))))))
        .orderBy(desc(operatorActions.id))
        .limit(limit);
      return rows.map((r) => ({ ...r.action, operatorLoginId: r.loginId }));
    },
    /** Newest first, with the operator's login id. */
    async list(page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await tx
        .select({ action: operatorActions, loginId: members.loginId })
        .from(operatorActions)
        .innerJoin(members, eq(members.id, operatorActions.operatorId))
        .orderBy(desc(operatorActions.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(operatorActions);
      return { list: rows.map((r) => ({ ...r.action, operatorLoginId: r.loginId })), total: Number(total) };
    },
  };
}
export type OperatorActionsRepository = ReturnType<typeof operatorActionsRepository>;
