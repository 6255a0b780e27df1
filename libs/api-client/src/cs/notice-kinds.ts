import type { QueryClient } from '@tanstack/react-query';
import type { NoticeKind } from '@luvcast/contracts';
import { DEVELOP_NOTICE_LIST_KEY, developNoticeListQuery, developNoticeQuery } from './get-develop-notice-list';
import { GUIDE_LIST_KEY, guideListQuery, guideQuery } from './get-guide-list';
import { NOTICE_LIST_KEY, noticeListQuery, noticeQuery, type NoticePage } from './get-notice-list';

/** The list query of a kind (GET /api/cs/notice-list, /develop-notice-list or /guide-list). */
export const listQueryOfKind = (kind: NoticeKind, page: NoticePage) =>
  kind === 'develop' ? developNoticeListQuery(page) : kind === 'guide' ? guideListQuery(page) : noticeListQuery(page);

/** The one-row read of a kind (through its list; null when it does not exist). */
export const oneQueryOfKind = (kind: NoticeKind, id: number) => (kind === 'develop' ? developNoticeQuery(id) : kind === 'guide' ? guideQuery(id) : noticeQuery(id));

/** After an operator's write: every public list (and one-row read) of every kind is stale. */
export const invalidatePublicNotices = (queryClient: QueryClient) =>
  Promise.all([NOTICE_LIST_KEY, DEVELOP_NOTICE_LIST_KEY, GUIDE_LIST_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
