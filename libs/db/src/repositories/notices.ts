import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { notices, type NoticeRow } from '../schema';

export interface NewNotice {
  title: string;
  content: string;
  isImportant?: boolean;
  createdAt?: Date;
}

export function noticesRepository(db: Db) {
  return {
    async create(input: NewNotice, tx: Db = db): Promise<NoticeRow> {
      const [row] = await tx.insert(notices).values(input).returning();
      return row;
    },
    /** Important notices created in the last `days` days, newest first (the guest popups). */
    async importantSince(days: number, tx: Db = db): Promise<NoticeRow[]> {
      return tx
        .select()
        .from(notices)
        .where(and(eq(notices.isImportant, true), gt(notices.createdAt, sql`now() - make_interval(days => ${days})`)))
        .orderBy(desc(notices.createdAt), desc(notices.id));
    },
    async latest(tx: Db = db): Promise<NoticeRow | undefined> {
      const [row] = await tx.select().from(notices).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1);
      return row;
    },
    /** A page of notices, important ones first, then the newest. */
    async list(page: { offset: number; limit: number }, tx: Db = db): Promise<{ list: NoticeRow[]; total: number }> {
      const list = await tx
        .select()
        .from(notices)
        .orderBy(desc(notices.isImportant), desc(notices.createdAt), desc(notices.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(notices);
      return { list, total: Number(total) };
    },
  };
}
export type NoticesRepository = ReturnType<typeof noticesRepository>;
