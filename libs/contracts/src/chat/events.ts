// The socket.io event maps of the chat socket, derived from the payload schemas
// (socket-payloads.ts): apps/chat types its Server with them, the web chat client its Socket.
import type * as v from 'valibot';
import type { chatClientPayloads, ChatJoinAck, ChatSendAck, chatServerPayloads } from './socket-payloads';

type Sent<K extends keyof typeof chatClientPayloads> = v.InferInput<(typeof chatClientPayloads)[K]>;
type Received<K extends keyof typeof chatServerPayloads> = v.InferOutput<(typeof chatServerPayloads)[K]>;

/** What the server emits: a chat line, moderation actions and events of a room, the socket's room footprint. */
export interface ServerToClientEvents {
  message: (m: Received<'message'>) => void;
  action: (a: Received<'action'>) => void;
  event: (e: Received<'event'>) => void;
  connection: (c: Received<'connection'>) => void;
}

/** What a client emits (payloads are checked against the schemas; a bad one is refused, see apps/chat). */
export interface ClientToServerEvents {
  join: (j: Sent<'join'>, ack?: (r: ChatJoinAck) => void) => void;
  leave: (l: Sent<'leave'>) => void;
  message: (m: Sent<'message'>, ack?: (r: ChatSendAck) => void) => void;
  moderate: (m: Sent<'moderate'>, ack?: (r: ChatSendAck) => void) => void;
}
