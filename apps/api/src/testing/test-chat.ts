// The chat server the API hosts in the embedded run (docs/adr/0011), started on a free port on a
// test app's database, and socket.io clients to it: a signed-in member (a signed access token) or
// a guest with a channel's read ticket. For specs of what the API and chat do together.
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@luvcast/contracts';
import { signAccessToken, signChatTicket } from '@luvcast/server-auth';
import type { RunningChat } from '@luvcast/server-chat';
import { startEmbeddedChat } from '../embedded-chat';
import { TEST_SECRET, type TestApp } from './test-app';

export type ChatClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestChat {
  chat: RunningChat;
  port: number;
  /** a connected client signed in as the member with this login id */
  member(loginId: string): Promise<ChatClient>;
  /** a connected guest holding a read ticket for the channel */
  guest(channelId: number): Promise<ChatClient>;
  /** disconnects every client and stops the chat server */
  close(): Promise<void>;
}

/** `port`: the CHAT_PORT it is given (0: any free port; `chat.port` / `port` tell which). */
export async function startTestChat(t: TestApp, port = 0): Promise<TestChat> {
  const chat = await startEmbeddedChat(t.database, { jwtSecret: TEST_SECRET }, { CHAT_PORT: String(port), CHAT_HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const clients: ChatClient[] = [];
  const open = async (auth: { type: 'oauth' | ''; token: string; ticket?: string }) => {
    const socket: ChatClient = connect(`http://127.0.0.1:${chat.port}`, { transports: ['websocket'], reconnection: false, auth });
    clients.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  return {
    chat,
    port: chat.port,
    async member(loginId) {
      const m = (await t.app.members.findByLoginId(loginId))!;
      const token = signAccessToken({ memberId: m.id, loginId: m.loginId, nickname: m.nickname, sessionId: `s-${loginId}`, brand: 'luv' }, TEST_SECRET, 900);
      return open({ type: 'oauth', token });
    },
    async guest(channelId) {
      const { ticket } = await signChatTicket(channelId, TEST_SECRET);
      return open({ type: '', token: '', ticket });
    },
    async close() {
      for (const c of clients) c.disconnect();
      await chat.close();
    },
  };
}
