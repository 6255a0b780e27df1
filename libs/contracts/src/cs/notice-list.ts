import * as v from 'valibot';
import { paginationQuery } from '../pagination';

/** GET /api/cs/notice-list?offset&limit: important notices first, then the newest. */
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
