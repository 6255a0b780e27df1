import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notice, NoticeListPage, NoticeListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** A page of the list: offset and limit (the query schema's output). */
export type NoticePage = NoticeListPage;

/** GET /api/cs/notice-list?offset&limit */
export const getNoticeList = ({ offset, limit }: NoticePage) =>
  json<NoticeListResponse>(api.get('api/cs/notice-list', { searchParams: { offset, limit } }));

/** The root of a list's query keys (its one-row reads hang below it too). */
export type NoticeListKey = readonly ['cs', string];
type ListFetcher = (page: NoticePage) => Promise<NoticeListResponse>;

/** The query of a page of a list (the notices', developer notices' and guides' share one shape). */
export const listQueryOf = (key: NoticeListKey, getList: ListFetcher) => (page: NoticePage) =>
  queryOptions({ queryKey: [...key, page.offset, page.limit] as const, queryFn: () => getList(page) });
/** The query of one row of a list, looked up through it (null when it does not exist). */
export const oneQueryOf = (key: NoticeListKey, getList: ListFetcher) => (id: number) =>
  queryOptions({ queryKey: [...key, 'one', id] as const, queryFn: () => findInList(getList, id) });

export const NOTICE_LIST_KEY: NoticeListKey = ['cs', 'notice-list'];

export const noticeListQuery = listQueryOf(NOTICE_LIST_KEY, getNoticeList);

export const useNoticeList = (page: NoticePage) => useQuery(noticeListQuery(page));

const SEARCH_PAGE = 100;

/**
 * One row of a list by id. The spec has no detail call, so this pages through the list until the
 * row is found; null when it does not exist. Used by the notices, developer notices and guides.
 */
export async function findInList(getList: (page: NoticePage) => Promise<NoticeListResponse>, id: number): Promise<Notice | null> {
  for (let offset = 0; ; offset += SEARCH_PAGE) {
    const page = await getList({ offset, limit: SEARCH_PAGE });
    const found = page.list.find((n) => n.id === id);
    if (found) return found;
    if (page.list.length === 0 || offset + SEARCH_PAGE >= page.total) return null;
  }
}

/** One notice by id (through the list); null when it does not exist. */
export const findNotice = (id: number) => findInList(getNoticeList, id);

export const noticeQuery = oneQueryOf(NOTICE_LIST_KEY, getNoticeList);

export const useNotice = (id: number) => useQuery(noticeQuery(id));
