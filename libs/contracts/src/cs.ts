import * as v from 'valibot';
import { paginationQuery } from './pagination';

export const noticeListQuery = paginationQuery(10);
export type NoticeListQuery = v.InferInput<typeof noticeListQuery>;

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
