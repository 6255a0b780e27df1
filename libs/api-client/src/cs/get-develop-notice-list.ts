import { useQuery } from '@tanstack/react-query';
import type { NoticeListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { listQueryOf, oneQueryOf, type NoticeListKey, type NoticePage } from './get-notice-list';

/** GET /api/cs/develop-notice-list?offset&limit: developer notices (same shape as the notices). */
export const getDevelopNoticeList = ({ offset, limit }: NoticePage) =>
  json<NoticeListResponse>(api.get('api/cs/develop-notice-list', { searchParams: { offset, limit } }));

export const DEVELOP_NOTICE_LIST_KEY: NoticeListKey = ['cs', 'develop-notice-list'];

export const developNoticeListQuery = listQueryOf(DEVELOP_NOTICE_LIST_KEY, getDevelopNoticeList);

export const useDevelopNoticeList = (page: NoticePage) => useQuery(developNoticeListQuery(page));

/** One developer notice by id (through the list); null when it does not exist. */
export const developNoticeQuery = oneQueryOf(DEVELOP_NOTICE_LIST_KEY, getDevelopNoticeList);

export const useDevelopNotice = (id: number) => useQuery(developNoticeQuery(id));
