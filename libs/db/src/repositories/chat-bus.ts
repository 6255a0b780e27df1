import { sql } from 'drizzle-orm';
import type { ChatEvent, ChatMessage } from '@luvcast/contracts';
import type { Database, Db } from '../client';

/**
 * The PostgreSQL NOTIFY channel of the chat bus (docs/adr/0011): what the API publishes for the
 * rooms (lines sent through HTTP, STREAMS_CHANGE, ...) and every chat instance LISTENs on.
 */
export const CHAT_NOTIFY_CHANNEL = 'chat_messages';

/** A chat instance's subscription to the bus: every payload published, as its JSON text; resolves with the unsubscribe. */
export type ChatBusListen = (onPayload: (payload: string) => void, onError?: (err: Error) => void) => Promise<() => Promise<void>>;

/**
 * The bus subscription of a database for a chat instance (`startChat(config, { store, listen })`):
 * LISTEN on CHAT_NOTIFY_CHANNEL on a dedicated PostgreSQL connection, or in-process on PGlite.
 */
export const chatBusListener =
  (database: Pick<Database, 'listen'>): ChatBusListen =>
  (onPayload, onError) =>
    database.listen(CHAT_NOTIFY_CHANNEL, onPayload, onError);

/**
 * The chat bus: `publish` hands a room's line or event to every chat instance (pg_notify on
 * CHAT_NOTIFY_CHANNEL; each instance delivers it to its own sockets in the room). Inside a
 * transaction (`tx`) PostgreSQL delivers it when the transaction commits, and never when it rolls
 * back, so an event cannot announce a change that did not happen.
 */
export function chatBusRepository(db: Db) {
  return {
    async publish(payload: ChatMessage | ChatEvent, tx: Db = db): Promise<void> {
      await tx.execute(sql`select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${JSON.stringify(payload)})`);
    },
  };
}
export type ChatBusRepository = ReturnType<typeof chatBusRepository>;
