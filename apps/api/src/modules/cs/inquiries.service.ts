import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INQUIRIES_PER_MINUTE, INQUIRY_FILE_MAX_BYTES, INQUIRY_MAX_FILES, type AdminInquiry, type AppealType, type InquiryFields, type InquiryView } from '@luvcast/contracts';
import { INQUIRY_STATUS, isUniqueViolation, type Db, type InquiryWithFiles, type NewAttachment, type QueuedInquiry } from '@luvcast/db';
import { staffMay, staffScope } from '../../plugins/app/auth';
import { perMinute, refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { cleanFileName, sniffUpload, type UploadedFile } from '../../uploads';

export type InquiriesServiceDeps = Pick<App, 'config' | 'db' | 'members' | 'inquiries' | 'operatorActions' | 'rateLimits' | 'log' | 'boards' | 'chatModeration' | 'channels' | 'declarations'>;

/** What an attachment may be (by its bytes). */
const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'];


const viewOf = (i: InquiryWithFiles): InquiryView => ({
  id: i.id,
  category: i.category as InquiryView['category'],
  title: i.title,
  content: i.content,
  status: i.status === INQUIRY_STATUS.answered ? 'answered' : 'waiting',
  answer: i.answer,
  answeredAt: i.answeredAt?.toISOString() ?? null,
  answerUnread: i.status === INQUIRY_STATUS.answered && !i.answerReadAt,
  createdAt: i.createdAt.toISOString(),
  attachments: i.attachments.map((a) => ({ id: a.id, name: a.name, contentType: a.contentType, size: a.size })),
  appeal: i.appealType && i.appealId ? { type: i.appealType as AppealType, id: i.appealId, summary: i.appealSummary ?? '' } : null,
});
const adminViewOf = (i: QueuedInquiry): AdminInquiry => ({ ...viewOf(i), loginId: i.loginId, nickname: i.nickname, brand: i.brand });


/**
 * Customer-service inquiries: a member writes one with up to 3 files (JPG, PNG, GIF, PDF by their
 * bytes, 5 MB each, kept under UPLOAD_DIR/inquiries, which no static route serves), reads it with
 * the answer and deletes it while it waits; operators answer (logged). Someone else's inquiry is
 * "not found", never "forbidden", so ids tell nothing.
 */
export function createInquiriesService(app: InquiriesServiceDeps) {
  const dir = () => path.resolve(app.config.uploadDir, 'inquiries');
  const fileOf = (relative: string) => {
    const file = path.resolve(app.config.uploadDir, relative);
    return file.startsWith(dir() + path.sep) ? file : null;
  };
  const removeFiles = (paths: string[]) =>
    Promise.all(
      paths.map(async (p) => {
        const f = fileOf(p);
        if (f) await unlink(f).catch((err: NodeJS.ErrnoException) => err.code === 'ENOENT' || app.log.error({ err, file: p }, 'inquiry attachment not removed'));
      }),
    );

  /**
   * The action an appeal names, if it is the member's: a post of theirs the board's moderators hid,
   * or a chat kick or blacklist in force on them in a channel. Its summary keeps what it was.
   */
  async function appealOf(member: AuthedMember, appeal: string): Promise<{ appealType: AppealType; appealId: string; appealSummary: string } | null> {
    const [type, raw] = appeal.split(':') as [AppealType, string];
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
    if (type === 'board_post') {
      const post = await app.boards.raw(id);
      if (!post || post.authorId !== member.id || !post.hiddenAt) return null;
      return { appealType: type, appealId: String(id), appealSummary: `${post.title} — ${post.hiddenReason || '-'}` };
    }
    const channel = await app.channels.findById(id);
    const ban = channel ? await app.chatModeration.activeBan(id, member.id) : null;
    if (!channel || !ban) return null;
    return { appealType: type, appealId: String(id), appealSummary: `${channel.title} — ${ban.kind}${ban.reason ? `: ${ban.reason}` : ''}` };
  }

  /** An inquiry an operator may see (their brand's, or any for role O), with its writer. */
  async function staffSees(staff: AuthedMember, id: number): Promise<QueuedInquiry | null> {
    const row = await app.inquiries.findWithWriter(id);
    return row && staffMay(staff, row.brand) ? row : null;
  }

  return {
    /** Counts a write against the member's limit (before the body is read): a refusal when over it. */
    async admit(member: AuthedMember): Promise<Refusal | null> {
      return perMinute(app.rateLimits, `inquiry:${member.id}`, INQUIRIES_PER_MINUTE, 'cs.inquiry.tooMany');
    },

    async create(member: AuthedMember, input: InquiryFields, files: UploadedFile[]): Promise<InquiryView | Refusal> {
      const { appeal, ...fields } = input;
      const appealed = appeal ? await appealOf(member, appeal) : null;
      if (appeal && !appealed) return refusal('cs.inquiry.appeal', 404);
      if (files.length > INQUIRY_MAX_FILES) return refusal('cs.file.count', 400, { params: { max: INQUIRY_MAX_FILES } });
      const checked: (NewAttachment & { bytes: Buffer })[] = [];
      for (const f of files) {
        if (f.truncated || f.bytes.length > INQUIRY_FILE_MAX_BYTES) return refusal('cs.file.size', 413);
        const kind = f.bytes.length ? sniffUpload(f.bytes, ATTACHMENT_TYPES) : null;
        if (!kind) return refusal('cs.file.type', 415);
        const name = cleanFileName(f.name, kind);
        if (!name) return refusal('cs.file.name', 400);
        checked.push({ name, bytes: f.bytes, contentType: kind.type, size: f.bytes.length, path: `inquiries/${member.id}-${randomUUID()}.${kind.ext}` });
      }
      try {
        if (checked.length) await mkdir(dir(), { recursive: true, mode: 0o700 });
        for (const f of checked) await writeFile(fileOf(f.path)!, f.bytes, { mode: 0o600 });
        const row = await app.inquiries.create(
          { memberId: member.id, brand: member.brand, ...fields, ...(appealed ? { category: 'report', ...appealed } : {}) },
          checked.map(({ bytes: _bytes, ...a }) => a),
        );
        return viewOf(row);
      } catch (err) {
        await removeFiles(checked.map((f) => f.path));
        // one open appeal per action (inquiries_open_appeal_key)
        if (isUniqueViolation(err, 'inquiries_open_appeal_key')) return refusal('cs.inquiry.appealOpen', 409);
        throw err;
      }
    },

    /**
     * A sanctioned member's appeal without a session (POST /api/cs/sanction-appeal, the token of
     * their 423 sign-in naming member and sanction): an inquiry of theirs, category report, appeal
     * `sanction:{id}` with the sanction's reason and end; one open appeal per sanction; counted
     * against the member's inquiry limit.
     */
    async appealSanction(memberId: number, sanctionId: number, content: string): Promise<{ id: number; result: 'ok' } | Refusal> {
      const sanction = await app.declarations.findSanction(sanctionId);
      if (!sanction || sanction.memberId !== memberId || sanction.liftedAt || sanction.until <= new Date()) return refusal('cs.inquiry.appeal', 404);
      const member = await app.members.findById(memberId);
      if (!member) return refusal('cs.inquiry.appeal', 404);
      const tooMany = await perMinute(app.rateLimits, `inquiry:${memberId}`, INQUIRIES_PER_MINUTE, 'cs.inquiry.tooMany');
      if (tooMany) return tooMany;
      try {
        // the member's own brand: its operators answer it, whichever site the appeal came from
        const row = await app.inquiries.create(
          { memberId, brand: member.brand, category: 'report', title: '제재 이의신청', content, appealType: 'sanction', appealId: String(sanctionId), appealSummary: `${sanction.reason} — ${sanction.until.toISOString()}` },
          [],
        );
        app.log.info({ memberId, sanction: sanctionId, inquiry: row.id }, 'sanction appealed');
        return { id: row.id, result: 'ok' };
      } catch (err) {
        if (isUniqueViolation(err, 'inquiries_open_appeal_key')) return refusal('cs.inquiry.appealOpen', 409);
        throw err;
      }
    },

    async list(member: AuthedMember, page: { offset: number; limit: number }) {
      const r = await app.inquiries.listOf(member.id, page);
      return { list: r.list.map(viewOf), total: r.total, unreadAnswers: r.unreadAnswers, ...page };
    },

    /** The member's own inquiry; reading it marks its answer read. */
    async get(member: AuthedMember, id: number): Promise<InquiryView | Refusal> {
      const row = await app.inquiries.find(id);
      if (!row || row.memberId !== member.id) return refusal('cs.inquiry.notFound', 404);
      const view = viewOf(row);
      if (view.answerUnread) await app.inquiries.markAnswerRead(id);
      return view;
    },

    async remove(member: AuthedMember, id: number): Promise<{ id: number } | Refusal> {
      const row = await app.inquiries.find(id);
      if (!row || row.memberId !== member.id) return refusal('cs.inquiry.notFound', 404);
      if (row.status !== INQUIRY_STATUS.waiting) return refusal('cs.inquiry.answered', 409);
      const files = await app.inquiries.deleteWaiting(id, member.id);
      // answered between the read and the delete
      if (!files) return refusal('cs.inquiry.answered', 409);
      await removeFiles(files.map((f) => f.path));
      return { id };
    },

    /** An attachment for the inquiry's writer or an operator who may see it (null: not theirs or gone). */
    async attachment(who: AuthedMember, id: number, attachmentId: number): Promise<{ bytes: Buffer; name: string; contentType: string } | null> {
      const row = await app.inquiries.find(id);
      if (!row) return null;
      const allowed = row.memberId === who.id || staffMay(who, row.brand);
      const a = allowed ? row.attachments.find((x) => x.id === attachmentId) : undefined;
      const file = a ? fileOf(a.path) : null;
      if (!a || !file) return null;
      const bytes = await readFile(file).catch(() => null);
      return bytes ? { bytes, name: a.name, contentType: a.contentType } : null;
    },

    // ---- operators

    async queue(staff: AuthedMember, status: 'waiting' | 'answered', page: { offset: number; limit: number }) {
      const r = await app.inquiries.queue({ status: INQUIRY_STATUS[status], brand: staffScope(staff) ?? null }, page);
      return { list: r.list.map(adminViewOf), total: r.total };
    },

    async staffGet(staff: AuthedMember, id: number): Promise<AdminInquiry | Refusal> {
      const row = await staffSees(staff, id);
      return row ? adminViewOf(row) : refusal('cs.inquiry.notFound', 404);
    },

    /** Answers a waiting inquiry and logs it, in one transaction; the member sees it as unread. */
    async answer(staff: AuthedMember, id: number, answer: string): Promise<AdminInquiry | Refusal> {
      if (!(await staffSees(staff, id))) return refusal('cs.inquiry.notFound', 404);
      const answered = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const r = await app.inquiries.answer(id, staff.id, answer, tx);
        if (r) await app.operatorActions.record({ operatorId: staff.id, action: 'inquiry.answer', targetType: 'inquiry', targetId: id }, tx);
        return r;
      });
      if (!answered) return refusal('cs.inquiry.alreadyAnswered', 409);
      app.log.info({ operator: staff.loginId, inquiry: id }, 'inquiry answered');
      return adminViewOf((await staffSees(staff, id))!);
    },

    async operatorLog(page: { offset: number; limit: number }) {
      const r = await app.operatorActions.list(page);
      return { list: r.list.map((a) => ({ id: a.id, operatorLoginId: a.operatorLoginId, action: a.action, targetType: a.targetType, targetId: a.targetId, reason: a.reason, createdAt: a.createdAt.toISOString() })), total: r.total };
    },
  };
}
export type InquiriesService = ReturnType<typeof createInquiriesService>;
