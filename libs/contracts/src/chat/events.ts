/** socket.io event map shared by apps/chat and the web chat client. */
export interface ChatJoin { room: string; streamId: string; source: 'web' }
export interface ChatMessage { room: string; loginId: string; nickname: string; text: string; at: string }
export interface ServerToClientEvents {
  message: (m: ChatMessage) => void;
  action: (a: { room: string; type: string; payload?: unknown }) => void;
  event: (e: { room: string; type: string; payload?: unknown }) => void;
  connection: (c: { room: string; streamId: string; joined: boolean }) => void;
}
export interface ClientToServerEvents {
  join: (j: ChatJoin, ack?: (r: { joined: boolean }) => void) => void;
  leave: (l: { room: string }) => void;
  message: (m: { room: string; text: string }, ack?: (r: { ok: boolean; msg?: string }) => void) => void;
}
export interface ChatAuth { token: string; type: 'oauth' | ''; ticket?: string }
