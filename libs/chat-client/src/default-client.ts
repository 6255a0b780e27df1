import { getChatTicket, refreshSession, runtimeConfig } from '@luvcast/api-client';
import type { ChatAuth } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { createChatClient, type ChatClient } from './chat-client';

/**
 * Handshake auth from the session: a member connects with `type: 'oauth'` and an empty token (the
 * chat server reads the access cookie, sent because of `withCredentials`); a guest with `type: ''`
 * and a read ticket for the room about to be joined (POST /api/chat/ticket); without a ticket the
 * guest connects but cannot join.
 */
export async function sessionChatAuth(rooms: readonly string[]): Promise<ChatAuth> {
  if (useSessionStore.getState().me) return { token: '', type: 'oauth' };
  const room = rooms[0];
  if (!room) return { token: '', type: '' };
  const ticket = await getChatTicket(room)
    .then((r) => r.ticket)
    .catch(() => undefined);
  return { token: '', type: '', ...(ticket ? { ticket } : {}) };
}

let shared: ChatClient | null = null;

/** The page's one chat socket (created on first use). */
export function sharedChatClient(): ChatClient {
  shared ??= createChatClient({ url: runtimeConfig().chatOrigin, auth: sessionChatAuth, refresh: refreshSession });
  return shared;
}
