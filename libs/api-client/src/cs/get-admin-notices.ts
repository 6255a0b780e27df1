import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminNoticeListResponse, NoticeKind } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** The operators' page: one kind or every kind (`kind` undefined). */
export interface AdminNoticePage {
  kind?: NoticeKind;
  offset: number;
  limit: number;
}

/** GET /api/admin/notices?kind&offset&limit: newest first (role S: their brand's own rows). */
export const getAdminNotices = ({ kind, offset, limit }: AdminNoticePage) =>
  json<AdminNoticeListResponse>(api.get('api/admin/notices', { searchParams: { ...(kind ? { kind } : {}), offset, limit } }));

export const ADMIN_NOTICES_KEY = ['admin', 'notices'] as const;

export const adminNoticesQuery = (page: AdminNoticePage) =>
  queryOptions({ queryKey: [...ADMIN_NOTICES_KEY, page.kind ?? 'all', page.offset, page.limit] as const, queryFn: () => getAdminNotices(page) });

export const useAdminNotices = (page: AdminNoticePage) => useQuery({ ...adminNoticesQuery(page), placeholderData: keepPreviousData });
