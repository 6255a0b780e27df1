import type { ChatTicketReply } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/chat/ticket {channelId}: a guest's short-lived read ticket for the chat handshake's `auth.ticket`. */
export const getChatTicket = (channelId: number | string) =>
  json<ChatTicketReply>(api.post('api/chat/ticket', { json: { channelId: String(channelId) } }));
