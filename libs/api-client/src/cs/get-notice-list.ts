import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, NoticeListPage, NoticeListResponse } from '@luvcast/contracts';
import { api, json } from '../client';

/** A page of the list: offset and limit (the query schema's output). */
export type NoticePage = NoticeListPage;

/** GET /api/cs/notice-list?offset&limit */
export const getNoticeList = ({ offset, limit }: NoticePage) =>
  json<NoticeListResponse>(api.get('api/cs/notice-list', { searchParams: { offset, limit } }));

export const noticeListQuery = (page: NoticePage) =>
  queryOptions({ queryKey: ['cs', 'notice-list', page.offset, page.limit] as const, queryFn: () => getNoticeList(page) });

export const useNoticeList = (page: NoticePage) => useQuery(noticeListQuery(page));

const SEARCH_PAGE = 100;

/**
 * One notice by id. The spec has no detail call, so this pages through the list until the notice
 * is found; null when it does not exist.
 */
export async function findNotice(id: number): Promise<Notice | null> {
  for (let offset = 0; ; offset += SEARCH_PAGE) {
    const page = await getNoticeList({ offset, limit: SEARCH_PAGE });
    const found = page.list.find((n) => n.id === id);
    if (found) return found;
    if (page.list.length === 0 || offset + SEARCH_PAGE >= page.total) return null;
  }
}

export const noticeQuery = (id: number) => queryOptions({ queryKey: ['cs', 'notice', id] as const, queryFn: () => findNotice(id) });

export const useNotice = (id: number) => useQuery(noticeQuery(id));
