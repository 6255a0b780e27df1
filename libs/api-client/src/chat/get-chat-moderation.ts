import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatModerationReply } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/**
 * GET /api/channels/{id}/chat/moderation: what the chat settings menu lists (settings, managers,
 * banned words, blacklist, kicks in force). Broadcaster and managers only: 403 `chat.forbidden` for
 * others, 401 signed out, 404 unknown channel (ApiError).
 */
export const getChatModeration = (channelId: number) => json<ChatModerationReply>(api.get(`api/channels/${channelId}/chat/moderation`));

export const chatModerationQuery = (channelId: number) =>
  queryOptions({
    queryKey: ['chat', 'moderation', channelId] as const,
    queryFn: () => getChatModeration(channelId),
  });

/** `enabled`: only for the room's moderators (others are refused), e.g. while their settings menu is open. */
export const useChatModeration = (channelId: number, enabled = true) => useQuery({ ...chatModerationQuery(channelId), enabled });
