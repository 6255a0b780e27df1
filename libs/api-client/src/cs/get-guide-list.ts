import { useQuery } from '@tanstack/react-query';
import type { NoticeListResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { listQueryOf, oneQueryOf, type NoticeListKey, type NoticePage } from './get-notice-list';

/** GET /api/cs/guide-list?offset&limit: help guides (same shape as the notices). */
export const getGuideList = ({ offset, limit }: NoticePage) => json<NoticeListResponse>(api.get('api/cs/guide-list', { searchParams: { offset, limit } }));

export const GUIDE_LIST_KEY: NoticeListKey = ['cs', 'guide-list'];

export const guideListQuery = listQueryOf(GUIDE_LIST_KEY, getGuideList);

export const useGuideList = (page: NoticePage) => useQuery(guideListQuery(page));

/** One guide by id (through the list); null when it does not exist. */
export const guideQuery = oneQueryOf(GUIDE_LIST_KEY, getGuideList);

export const useGuide = (id: number) => useQuery(guideQuery(id));
