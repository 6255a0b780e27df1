import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { idField, paginationQuery } from '../pagination';
import { NOTICE_KINDS } from './notice-list';

/** Limits of what operators write (the title column is varchar(200)). */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;

/** Images operators upload for notices and guides: the file field, the types (by their bytes) and the size. */
export const CS_STATIC_FIELD = 'file';
export const CS_STATIC_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const CS_STATIC_MAX_BYTES = 5 * 1024 * 1024;

const text = (max: number, key: 'cs.notice.title' | 'cs.notice.content') => v.pipe(v.string(key), v.trim(), v.nonEmpty(key), v.maxLength(max, key), noControlCharacters(key));

/** GET /api/admin/notices?kind&offset&limit: every kind when `kind` is left out; newest first. */
export const adminNoticeQuery = v.object({
  kind: v.optional(v.picklist(NOTICE_KINDS, 'cs.notice.kind')),
  ...paginationQuery(20).entries,
});
export type AdminNoticeQuery = v.InferOutput<typeof adminNoticeQuery>;

/**
 * POST /api/admin/notices and PUT /api/admin/notices/{id}: `brand` null shows it on every brand,
 * else on that brand only (a brand id: luv, lex, bell; the API checks it is one).
 */
export const adminNoticeBody = v.object({
  kind: v.picklist(NOTICE_KINDS, 'cs.notice.kind'),
  brand: v.nullish(v.pipe(v.string('cs.notice.brand'), v.regex(/^[a-z]{2,20}$/, 'cs.notice.brand')), null),
  title: text(NOTICE_TITLE_MAX, 'cs.notice.title'),
  content: text(NOTICE_CONTENT_MAX, 'cs.notice.content'),
  isImportant: v.optional(v.boolean('common.badRequest'), false),
});
export type AdminNoticeBody = v.InferOutput<typeof adminNoticeBody>;
export type AdminNoticeInput = v.InferInput<typeof adminNoticeBody>;

export const adminNoticeParams = v.object({ id: idField('cs.notice.notFound') });

export const adminNotice = v.object({
  id: v.number(),
  kind: v.picklist(NOTICE_KINDS),
  /** null: every brand */
  brand: v.nullable(v.string()),
  title: v.string(),
  content: v.string(),
  isImportant: v.boolean(),
  /** the operator who wrote or last changed it (null: seeded, or that member is gone) */
  authorLoginId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.nullable(v.string()),
});
export type AdminNotice = v.InferOutput<typeof adminNotice>;
export const adminNoticeListResponse = v.object({ list: v.array(adminNotice), total: v.number() });
export type AdminNoticeListResponse = v.InferOutput<typeof adminNoticeListResponse>;
export const adminNoticeDeleteResponse = v.object({ id: v.number() });

/** POST /api/admin/cs-static: the uploaded image's path (`/api/cs/static/<name>`), to put on a line of its own in a notice. */
export const csStaticUploadResponse = v.object({ url: v.string() });
export type CsStaticUploadResponse = v.InferOutput<typeof csStaticUploadResponse>;
