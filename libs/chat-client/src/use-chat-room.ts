import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  defaultChatSettings,
  type ChatAction,
  type ChatBan,
  type ChatEvent,
  type ChatMessage,
  type ChatModerate,
  type ChatRole,
  type ChatSendAck,
  type ChatSettings,
} from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import type { ChatClient, ChatConnectionState } from './chat-client';
import { sharedChatClient } from './default-client';

/** Most lines a room keeps (older lines drop off the top). */
export const CHAT_LINES_MAX = 300;

/** One line of the chat list: a chat message, a room event (notice, gift, ...) or a moderation action. */
export type ChatLine =
  | { kind: 'message'; id: string; message: ChatMessage }
  | { kind: 'event'; id: string; event: ChatEvent }
  | { kind: 'action'; id: string; action: ChatAction };

/** What the chat panel needs of a room (see useChatRoom). */
export interface ChatRoomState {
  state: ChatConnectionState;
  /** the ack of the last join said the reader is in the room */
  joined: boolean;
  lines: ChatLine[];
  /** the reader's role in this room (from the join ack; before it: member when signed in, else guest) */
  role: ChatRole;
  settings: ChatSettings;
  /** why the reader is out of the room (kicked until / blacklisted), null otherwise */
  ban: ChatBan | null;
  /** 10 Unauthorized retries failed: show CHAT_SESSION_EXPIRED_KEY's text and a login button */
  sessionExpired: boolean;
  send: (text: string) => Promise<ChatSendAck>;
  /** a moderation action in this room (the room is filled in) */
  moderate: (action: DistributiveOmit<ChatModerate, 'room'>) => Promise<ChatSendAck>;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let seq = 0;
const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

function capped(lines: ChatLine[], max: number): ChatLine[] {
  return lines.length > max ? lines.slice(lines.length - max) : lines;
}

export interface UseChatRoomOptions {
  /** the room: the channel id */
  channelId: number | string;
  /** the live stream; null: off air, the room is not joined */
  streamId: number | string | null;
  /** the chat socket (default: the page's shared one) */
  client?: ChatClient;
  /** called with every room event (e.g. channel-setting-update: refetch the channel's settings) */
  onEvent?: (e: ChatEvent) => void;
  /** called with every moderation action in the room (role, kick, blacklist and their undoing: e.g. refetch the moderation lists) */
  onAction?: (a: ChatAction) => void;
  max?: number;
}

/**
 * Joins the channel's room while the channel is on air and keeps its last `max` lines, the reader's
 * role, the room's settings and the reader's ban. Opens the socket again with fresh auth when the
 * reader signs in or out.
 */
export function useChatRoom({ channelId, streamId, client: given, onEvent, onAction, max = CHAT_LINES_MAX }: UseChatRoomOptions): ChatRoomState {
  const client = useMemo(() => given ?? sharedChatClient(), [given]);
  const room = String(channelId);
  const signedIn = useSessionStore((s) => s.me !== null);
  const [state, setState] = useState<ChatConnectionState>(client.state);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [joined, setJoined] = useState(false);
  const [role, setRole] = useState<ChatRole | null>(null);
  const [settings, setSettings] = useState<ChatSettings>(defaultChatSettings);
  const [ban, setBan] = useState<ChatBan | null>(null);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  const onActionRef = useRef(onAction);
  onActionRef.current = onAction;

  useEffect(() => {
    const push = (line: ChatLine) => setLines((all) => capped([...all, line], max));
    const offs = [
      client.on('state', setState),
      client.on('message', (m) => m.room === room && push({ kind: 'message', id: m.id, message: m })),
      client.on('event', (e) => {
        if (e.room !== room) return;
        if (e.type === 'channel-setting-update') setSettings(e.settings);
        onEventRef.current?.(e);
        if (e.type !== 'channel-setting-update') push({ kind: 'event', id: localId('e'), event: e });
      }),
      client.on('action', (a) => {
        if (a.room !== room) return;
        onActionRef.current?.(a);
        push({ kind: 'action', id: localId('a'), action: a });
      }),
      client.on('joined', (r, ack) => {
        if (r !== room) return;
        setJoined(ack.joined);
        if (ack.role) setRole(ack.role);
        if (ack.settings) setSettings(ack.settings);
        setBan(ack.ban ?? null);
      }),
      client.on('connection', (c) => {
        if (c.room !== room) return;
        setJoined(c.joined);
        if (c.ban) setBan(c.ban);
      }),
    ];
    setState(client.state);
    return () => offs.forEach((off) => off());
  }, [client, room, max]);

  useEffect(() => {
    if (streamId === null) return;
    client.join(room, String(streamId));
    client.connect();
    return () => {
      client.leave(room);
      setJoined(false);
    };
  }, [client, room, streamId]);

  // a sign-in or sign-out changes the handshake: connect again (skipped on the first render)
  const firstSignedIn = useRef(signedIn);
  useEffect(() => {
    if (firstSignedIn.current === signedIn) return;
    firstSignedIn.current = signedIn;
    setRole(null);
    if (client.state !== 'idle') client.restart();
  }, [client, signedIn]);

  const send = useCallback((text: string) => client.send(room, text), [client, room]);
  const moderate = useCallback((action: DistributiveOmit<ChatModerate, 'room'>) => client.moderate({ ...action, room } as ChatModerate), [client, room]);

  return {
    state,
    joined,
    lines,
    role: role ?? (signedIn ? 'member' : 'guest'),
    settings,
    ban,
    sessionExpired: state === 'session-expired',
    send,
    moderate,
  };
}
