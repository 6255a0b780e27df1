import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatAuditLogReply } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** Entries per page of the chat audit log (the contract's default). */
export const CHAT_AUDIT_LOG_PAGE = 20;

/**
 * GET /api/channels/{id}/chat/audit-log?offset&limit: the channel's moderation history, newest
 * first (who did what to whom, why, until when, the change's detail). Broadcaster only: 403 for
 * managers and others, 401 signed out, 404 unknown channel (ApiError).
 */
export const getChatAuditLog = (channelId: number, offset = 0, limit = CHAT_AUDIT_LOG_PAGE) =>
  json<ChatAuditLogReply>(api.get(`api/channels/${channelId}/chat/audit-log`, { searchParams: { offset, limit } }));

/** Page by page (더 보기): the next offset follows the entries read so far until `total`. */
export const chatAuditLogQuery = (channelId: number, limit = CHAT_AUDIT_LOG_PAGE) =>
  infiniteQueryOptions({
    queryKey: ['chat', 'audit-log', channelId, limit] as const,
    queryFn: ({ pageParam }) => getChatAuditLog(channelId, pageParam, limit),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.list.length;
      return last.list.length > 0 && next < last.total ? next : undefined;
    },
  });

export const useChatAuditLog = (channelId: number, enabled = true, limit = CHAT_AUDIT_LOG_PAGE) => useInfiniteQuery({ ...chatAuditLogQuery(channelId, limit), enabled });
