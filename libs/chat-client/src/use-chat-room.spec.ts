import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from '@luvcast/session';
import type { ChatClient, ChatClientListeners, ChatConnectionState } from './chat-client';
import { useChatRoom } from './use-chat-room';

/** A ChatClient double: records calls, lets the test fire what the socket would report. */
function fakeClient() {
  const listeners: Partial<Record<keyof ChatClientListeners, Set<unknown>>> = {};
  let state: ChatConnectionState = 'idle';
  const client = {
    get state() {
      return state;
    },
    rooms: [],
    connect: jest.fn(() => {
      state = 'connecting';
    }),
    restart: jest.fn(),
    close: jest.fn(),
    join: jest.fn(),
    leave: jest.fn(),
    send: jest.fn(async () => ({ ok: true })),
    moderate: jest.fn(async () => ({ ok: true })),
    on: jest.fn((event: keyof ChatClientListeners, l: never) => {
      const set = (listeners[event] ??= new Set());
      set.add(l);
      return () => void set.delete(l);
    }),
  };
  const fire = <K extends keyof ChatClientListeners>(event: K, ...args: Parameters<ChatClientListeners[K]>) =>
    act(() => {
      for (const l of (listeners[event] ?? []) as Set<(...a: unknown[]) => void>) l(...args);
    });
  return { client: client as unknown as ChatClient & typeof client, fire };
}

const at = '2026-11-23T12:00:00.000Z';
const msg = (id: string, room = '7') => ({ id, room, sender: { loginId: 'a', nickname: 'A', badges: [] }, text: id, at });

beforeEach(() => useSessionStore.setState({ ...useSessionStore.getInitialState() }, true));

describe('useChatRoom', () => {
  it('joins the channel room with the stream while on air and leaves it on unmount', () => {
    const { client } = fakeClient();
    const { unmount } = renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client }));
    expect(client.join).toHaveBeenCalledWith('7', '11');
    expect(client.connect).toHaveBeenCalled();
    unmount();
    expect(client.leave).toHaveBeenCalledWith('7');
  });

  it('does not join while the channel is off air', () => {
    const { client } = fakeClient();
    renderHook(() => useChatRoom({ channelId: 7, streamId: null, client }));
    expect(client.join).not.toHaveBeenCalled();
  });

  it("keeps the room's last lines only, takes role and settings from the join ack and settings updates", () => {
    const { client, fire } = fakeClient();
    const onEvent = jest.fn();
    const { result } = renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client, onEvent, max: 2 }));
    expect(result.current.role).toBe('guest');
    fire('joined', '7', { joined: true, role: 'manager', settings: { freeze: true, slowSeconds: 0, followersOnly: false, subscribersOnly: false, maxLength: 200 } });
    expect(result.current).toMatchObject({ joined: true, role: 'manager', settings: { freeze: true, maxLength: 200 } });
    fire('message', msg('1'));
    fire('message', msg('x', '8'));
    fire('message', msg('2'));
    fire('message', msg('3'));
    expect(result.current.lines.map((l) => l.id)).toEqual(['2', '3']);
    const update = { type: 'channel-setting-update' as const, room: '7', settings: { freeze: false, slowSeconds: 5, followersOnly: false, subscribersOnly: false, maxLength: 200 }, at };
    fire('event', update);
    expect(result.current.settings.slowSeconds).toBe(5);
    expect(onEvent).toHaveBeenCalledWith(update);
    expect(result.current.lines.map((l) => l.id)).toEqual(['2', '3']);
  });

  it('hands every action of its room to onAction and lists it as a line', () => {
    const { client, fire } = fakeClient();
    const onAction = jest.fn();
    const { result } = renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client, onAction }));
    const kick = { type: 'kick' as const, room: '7', target: { loginId: 'b', nickname: 'B' }, actor: { loginId: 'c', nickname: 'C' }, reason: '', until: at, at };
    fire('action', { ...kick, room: '8' });
    fire('action', kick);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith(kick);
    expect(result.current.lines).toEqual([expect.objectContaining({ kind: 'action', action: kick })]);
  });

  it('shows a kick that took the reader out of the room, and the session-expired state', () => {
    const { client, fire } = fakeClient();
    const { result } = renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client }));
    const ban = { kind: 'kick' as const, reason: '도배', until: at };
    fire('connection', { room: '7', streamId: '', joined: false, ban });
    expect(result.current).toMatchObject({ joined: false, ban });
    fire('state', 'session-expired');
    expect(result.current.sessionExpired).toBe(true);
  });

  it('sends to its room and fills the room into moderation actions', async () => {
    const { client } = fakeClient();
    const { result } = renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client }));
    await result.current.send('hi');
    await result.current.moderate({ type: 'settings', settings: { freeze: true }, reason: '' });
    expect(client.send).toHaveBeenCalledWith('7', 'hi');
    expect(client.moderate).toHaveBeenCalledWith({ type: 'settings', settings: { freeze: true }, reason: '', room: '7' });
  });

  it('restarts the socket with the new auth when the reader signs in', () => {
    const { client } = fakeClient();
    renderHook(() => useChatRoom({ channelId: 7, streamId: 11, client }));
    expect(client.restart).not.toHaveBeenCalled();
    act(() => useSessionStore.getState().setMe({ loginId: 'viewer1', nickname: '시청자', role: 'V' } as never));
    expect(client.restart).toHaveBeenCalledTimes(1);
  });
});
