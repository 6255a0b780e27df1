import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { idField, paginationQuery } from '../pagination';

/** What an inquiry is about: code and its Korean label (the form's choices). */
export const INQUIRY_CATEGORIES = [
  ['account', '계정/로그인'],
  ['luv', '러브/결제'],
  ['live', '방송/채팅'],
  ['report', '신고/이의신청'],
  ['etc', '기타'],
] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number][0];
const CATEGORY_CODES = INQUIRY_CATEGORIES.map(([code]) => code);

/** Attachments: at most this many files per inquiry, each at most this big, told by their bytes. */
export const INQUIRY_MAX_FILES = 3;
export const INQUIRY_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Inquiries one member may write per minute (spam). */
export const INQUIRIES_PER_MINUTE = 3;

const text = (max: number, key: 'cs.inquiry.title' | 'cs.inquiry.content' | 'cs.inquiry.answer') =>
  v.pipe(v.string(key), v.trim(), v.nonEmpty(key), v.maxLength(max, key), noControlCharacters(key));

/**
 * What an appeal can be about, as `type:id`: a fan-board post of the member's that the board's
 * moderators hid (`board_post:{post id}`), a chat kick or blacklist in force on the member
 * (`chat_ban:{channel id}`). The appeal is an inquiry of the category report linked to it.
 */
/** `sanction:{sanction id}`: only through POST /api/cs/sanction-appeal (the sign-in's appeal token), never the form. */
export const APPEAL_TYPES = ['board_post', 'chat_ban', 'sanction'] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];
export const APPEAL_RE = /^(board_post|chat_ban):[1-9]\d{0,9}$/;

/** The text fields of POST /api/cs/inquiry (multipart; the files in the file field `files`); `appeal` links an appeal. */
export const inquiryFields = v.object({
  category: v.picklist(CATEGORY_CODES, 'cs.inquiry.category'),
  title: text(100, 'cs.inquiry.title'),
  content: text(2000, 'cs.inquiry.content'),
  appeal: v.optional(v.pipe(v.string('cs.inquiry.appeal'), v.regex(APPEAL_RE, 'cs.inquiry.appeal'))),
});
export type InquiryFields = v.InferOutput<typeof inquiryFields>;

export const inquiryAttachment = v.object({
  id: v.number(),
  /** the file's name as given (cleaned): show it as text */
  name: v.string(),
  contentType: v.string(),
  size: v.number(),
});
export type InquiryAttachment = v.InferOutput<typeof inquiryAttachment>;

export const inquiryView = v.object({
  id: v.number(),
  category: v.picklist(CATEGORY_CODES),
  title: v.string(),
  content: v.string(),
  /** waiting for an answer, or answered */
  status: v.picklist(['waiting', 'answered']),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  /** an answer the member has not opened yet */
  answerUnread: v.boolean(),
  createdAt: v.string(),
  attachments: v.array(inquiryAttachment),
  /** the action this inquiry appeals, as it was when the appeal was written */
  appeal: v.nullable(v.object({ type: v.picklist(APPEAL_TYPES), id: v.string(), summary: v.string() })),
});
export type InquiryView = v.InferOutput<typeof inquiryView>;

/** GET /api/cs/inquiry-list and /v2/api/cs/inquiry-list?offset&limit: the member's own, newest first. */
export const inquiryListQuery = paginationQuery(10);
export type InquiryListPage = v.InferOutput<typeof inquiryListQuery>;
export const inquiryListResponse = v.object({ list: v.array(inquiryView), total: v.number(), unreadAnswers: v.number() });
export type InquiryListResponse = v.InferOutput<typeof inquiryListResponse>;

const id = idField('cs.inquiry.notFound');
export const inquiryParams = v.object({ id });
export const inquiryAttachmentParams = v.object({ id, attachmentId: id });
export const inquiryDeleteResponse = v.object({ id: v.number() });

// ---- operators

/** GET /api/admin/inquiries?status&offset&limit: waiting ones oldest first, answered ones newest first. */
export const adminInquiryQuery = v.object({
  status: v.optional(v.picklist(['waiting', 'answered'], 'common.badRequest'), 'waiting'),
  ...paginationQuery(20).entries,
});
export const adminInquiry = v.object({ ...inquiryView.entries, loginId: v.string(), nickname: v.string(), brand: v.string() });
export type AdminInquiry = v.InferOutput<typeof adminInquiry>;
export const adminInquiryListResponse = v.object({ list: v.array(adminInquiry), total: v.number() });
export type AdminInquiryListResponse = v.InferOutput<typeof adminInquiryListResponse>;
export const inquiryAnswerBody = v.object({ answer: text(4000, 'cs.inquiry.answer') });
export type InquiryAnswerBody = v.InferOutput<typeof inquiryAnswerBody>;

/** GET /api/admin/operator-actions: the operators' log, newest first. */
export const operatorActionListQuery = paginationQuery(20);
export const operatorActionView = v.object({
  id: v.number(),
  operatorLoginId: v.string(),
  action: v.string(),
  targetType: v.string(),
  targetId: v.string(),
  reason: v.string(),
  createdAt: v.string(),
});
export type OperatorActionView = v.InferOutput<typeof operatorActionView>;
export const operatorActionListResponse = v.object({ list: v.array(operatorActionView), total: v.number() });
export type OperatorActionListResponse = v.InferOutput<typeof operatorActionListResponse>;
