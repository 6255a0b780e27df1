import * as v from 'valibot';
import { paginationQuery } from '../pagination';

/**
 * What a notices row is: a notice (GET /api/cs/notice-list), a developer notice
 * (/api/cs/develop-notice-list) or a help guide (/api/cs/guide-list). One table, one shape.
 */
export const NOTICE_KINDS = ['notice', 'develop', 'guide'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * The path of an image an operator uploaded for a notice or guide (POST /api/admin/cs-static):
 * a line of a notice's text that is exactly `CS_STATIC_PATH<name>` is shown as that image; nothing
 * else in the text is interpreted.
 */
export const CS_STATIC_PATH = '/api/cs/static/';
/** A stored file name: a random UUID with the extension of its checked type. */
export const CS_STATIC_FILE_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
/** A whole line that names an uploaded image (leading and trailing spaces allowed). */
export const CS_STATIC_LINE_RE = /^\s*\/api\/cs\/static\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|gif))\s*$/;

/** GET /api/cs/notice-list?offset&limit (and the developer notices' and guides' lists): important ones first, then the newest. */
export const noticeListQuery = paginationQuery(10);
export type NoticeListQuery = v.InferInput<typeof noticeListQuery>;
/** The query as the API reads it: offset and limit as numbers. */
export type NoticeListPage = v.InferOutput<typeof noticeListQuery>;

export const notice = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  isImportant: v.boolean(),
  createdAt: v.string(),
});
export type Notice = v.InferOutput<typeof notice>;
export const noticeListResponse = v.object({ list: v.array(notice), total: v.number() });
export type NoticeListResponse = v.InferOutput<typeof noticeListResponse>;
