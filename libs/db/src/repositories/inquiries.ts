import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { inquiries, inquiryAttachments, members, type InquiryAttachmentRow, type InquiryRow } from '../schema';

export const INQUIRY_STATUS = { waiting: 0, answered: 1 } as const;

export interface NewInquiry {
  memberId: number;
  brand: string;
  category: string;
  title: string;
  content: string;
  /** an appeal: the action it is about, and what it was */
  appealType?: string | null;
  appealId?: string | null;
  appealSummary?: string | null;
}
export interface NewAttachment {
  name: string;
  path: string;
  contentType: string;
  size: number;
}
export type InquiryWithFiles = InquiryRow & { attachments: InquiryAttachmentRow[] };
/** An inquiry as operators see it: with who wrote it. */
export type QueuedInquiry = InquiryWithFiles & { loginId: string; nickname: string };

/** Customer-service inquiries and their attachments (members ask, operators answer). */
export function inquiriesRepository(db: Db) {
  async function withFiles<T extends InquiryRow>(rows: T[], tx: Db): Promise<(T & { attachments: InquiryAttachmentRow[] })[]> {
    if (rows.length === 0) return [];
    const files = await tx
      .select()
      .from(inquiryAttachments)
      .where(
        inArray(
          inquiryAttachments.inquiryId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(inquiryAttachments.id);
    return rows.map((r) => ({ ...r, attachments: files.filter((f) => f.inquiryId === r.id) }));
  }

  return {
    /** The inquiry with its attachments, in one transaction. */
    async create(input: NewInquiry, files: NewAttachment[]): Promise<InquiryWithFiles> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [row] = await tx.insert(inquiries).values(input).returning();
        const attachments = files.length ? await tx.insert(inquiryAttachments).values(files.map((f) => ({ ...f, inquiryId: row.id }))).returning() : [];
        return { ...row, attachments };
      });
    },
    /** A member's inquiries, newest first, with how many answers they have not read. */
    async listOf(memberId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await tx.select().from(inquiries).where(eq(inquiries.memberId, memberId)).orderBy(desc(inquiries.id)).offset(page.offset).limit(page.limit);
      const [totals] = await tx
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${inquiries.status} = ${INQUIRY_STATUS.answered} and ${inquiries.answerReadAt} is null)::int` })
        .from(inquiries)
        .where(eq(inquiries.memberId, memberId));
      return { list: await withFiles(rows, tx), total: Number(totals.total), unreadAnswers: Number(totals.unread) };
    },
    /** One inquiry with its files (whoever owns it: callers check). */
    async find(id: number, tx: Db = db): Promise<InquiryWithFiles | null> {
      const rows = await tx.select().from(inquiries).where(eq(inquiries.id, id));
      return (await withFiles(rows, tx))[0] ?? null;
    },
    /** One inquiry with its files and who wrote it (the operators' view). */
    async findWithWriter(id: number, tx: Db = db): Promise<QueuedInquiry | null> {
      const rows = await tx
        .select({ inquiry: inquiries, loginId: members.loginId, nickname: members.nickname })
        .from(inquiries)
        .innerJoin(members, eq(members.id, inquiries.memberId))
        .where(eq(inquiries.id, id));
      return (await withFiles(rows.map((r) => ({ ...r.inquiry, loginId: r.loginId, nickname: r.nickname })), tx))[0] ?? null;
    },
    /** The member has seen the answer (the unread badge goes). */
    async markAnswerRead(id: number, tx: Db = db): Promise<void> {
      await tx.update(inquiries).set({ answerReadAt: sql`now()` }).where(and(eq(inquiries.id, id), eq(inquiries.status, INQUIRY_STATUS.answered), isNull(inquiries.answerReadAt)));
    },
    /** Deletes the member's inquiry while it waits; its attachment rows go with it (the files are the caller's). */
    async deleteWaiting(id: number, memberId: number, tx: Db = db): Promise<InquiryAttachmentRow[] | null> {
      const files = await tx.select().from(inquiryAttachments).where(eq(inquiryAttachments.inquiryId, id));
      const gone = await tx
        .delete(inquiries)
        .where(and(eq(inquiries.id, id), eq(inquiries.memberId, memberId), eq(inquiries.status, INQUIRY_STATUS.waiting)))
        .returning({ id: inquiries.id });
      return gone.length ? files : null;
    },
    /** Answers a waiting inquiry (null when it is answered already or gone). */
    async answer(id: number, operatorId: number, answer: string, tx: Db = db): Promise<InquiryRow | null> {
      const [row] = await tx
        .update(inquiries)
        .set({ status: INQUIRY_STATUS.answered, answer, answeredBy: operatorId, answeredAt: sql`now()`, answerReadAt: null })
        .where(and(eq(inquiries.id, id), eq(inquiries.status, INQUIRY_STATUS.waiting)))
        .returning();
      return row ?? null;
    },
    /** The operators' queue: waiting ones oldest first, answered ones newest first; one brand or all. */
    async queue(filter: { status: 0 | 1; brand: string | null }, page: { offset: number; limit: number }, tx: Db = db) {
      const where = and(eq(inquiries.status, filter.status), filter.brand ? eq(inquiries.brand, filter.brand) : undefined);
      const rows = await tx
        .select({ inquiry: inquiries, loginId: members.loginId, nickname: members.nickname })
        .from(inquiries)
        .innerJoin(members, eq(members.id, inquiries.memberId))
        .where(where)
        .orderBy(filter.status === INQUIRY_STATUS.waiting ? inquiries.id : desc(inquiries.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(inquiries).where(where);
      const list = await withFiles(
        rows.map((r) => ({ ...r.inquiry, loginId: r.loginId, nickname: r.nickname })),
        tx,
      );
      return { list: list as QueuedInquiry[], total: Number(total) };
    },
  };
}
export type InquiriesRepository = ReturnType<typeof inquiriesRepository>;
