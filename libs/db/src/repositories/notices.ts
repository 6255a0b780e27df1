import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { members, notices, type NoticeRow } from '../schema';

export type NoticeKindCode = 'notice' | 'develop' | 'guide';

export interface NewNotice {
  kind?: NoticeKindCode;
  /** null or left out: every brand */
  brand?: string | null;
  title: string;
  content: string;
  isImportant?: boolean;
  authorId?: number | null;
  createdAt?: Date;
}

export interface NoticeChange {
  kind: NoticeKindCode;
  brand: string | null;
  title: string;
  content: string;
  isImportant: boolean;
  authorId: number;
}

/** Which rows a read sees: one kind; of one brand or every brand (`brand`), or exactly one brand's own (`ownBrand`). */
export interface NoticeFilter {
  kind?: NoticeKindCode;
  /** the rows shown on this brand: its own and the every-brand ones */
  brand?: string;
  /** only the rows of exactly this brand (not the every-brand ones): a brand operator's */
  ownBrand?: string;
}

const where = (f: NoticeFilter): SQL | undefined =>
  and(
    f.kind ? eq(notices.kind, f.kind) : undefined,
    f.brand !== undefined ? or(isNull(notices.brand), eq(notices.brand, f.brand)) : undefined,
    f.ownBrand !== undefined ? eq(notices.brand, f.ownBrand) : undefined,
  );

export type NoticeWithAuthor = NoticeRow & { authorLoginId: string | null };

export function noticesRepository(db: Db) {
  return {
    async create(input: NewNotice, tx: Db = db): Promise<NoticeRow> {
      const [row] = await tx.insert(notices).values(input).returning();
      return row;
    },
    async find(id: number, tx: Db = db): Promise<NoticeRow | undefined> {
      const [row] = await tx.select().from(notices).where(eq(notices.id, id));
      return row;
    },
    /** Changes a row (its author becomes the operator who changed it); undefined when it is gone. */
    async update(id: number, change: NoticeChange, tx: Db = db): Promise<NoticeRow | undefined> {
      const [row] = await tx
        .update(notices)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(notices.id, id))
        .returning();
      return row;
    },
    /** Removes a row; the removed row, or undefined when it was already gone. */
    async remove(id: number, tx: Db = db): Promise<NoticeRow | undefined> {
      const [row] = await tx.delete(notices).where(eq(notices.id, id)).returning();
      return row;
    },
    /** Important notices (kind notice) created in the last `days` days, newest first (the guest popups). */
    async importantSince(days: number, tx: Db = db): Promise<NoticeRow[]> {
      return tx
        .select()
        .from(notices)
        .where(and(eq(notices.kind, 'notice'), eq(notices.isImportant, true), gt(notices.createdAt, sql`now() - make_interval(days => ${days})`)))
        .orderBy(desc(notices.createdAt), desc(notices.id));
    },
    /** The newest row of the filter (the board's "new" badge reads the newest notice). */
    async latest(filter: NoticeFilter = { kind: 'notice' }, tx: Db = db): Promise<NoticeRow | undefined> {
      const [row] = await tx.select().from(notices).where(where(filter)).orderBy(desc(notices.createdAt), desc(notices.id)).limit(1);
      return row;
    },
    /** A page of rows, important ones first, then the newest. */
    async list(page: { offset: number; limit: number }, filter: NoticeFilter = {}, tx: Db = db): Promise<{ list: NoticeRow[]; total: number }> {
      const list = await tx
        .select()
        .from(notices)
        .where(where(filter))
        .orderBy(desc(notices.isImportant), desc(notices.createdAt), desc(notices.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(notices).where(where(filter));
      return { list, total: Number(total) };
    },
    /** The operators' page: newest first, with the login id of the operator who wrote or last changed each. */
    async listForStaff(page: { offset: number; limit: number }, filter: NoticeFilter = {}, tx: Db = db): Promise<{ list: NoticeWithAuthor[]; total: number }> {
      const rows = await tx
        .select({ notice: notices, authorLoginId: members.loginId })
        .from(notices)
        .leftJoin(members, eq(members.id, notices.authorId))
        .where(where(filter))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(notices).where(where(filter));
      return { list: rows.map((r) => ({ ...r.notice, authorLoginId: r.authorLoginId ?? null })), total: Number(total) };
    },
  };
}
export type NoticesRepository = ReturnType<typeof noticesRepository>;
