import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ChatAuditEntry } from '@luvcast/contracts';
import { calls, createTestQueryClient, jsonResponse, stubFetch } from '@luvcast/web-testing';
import { getChatModeration, useChatModeration } from './get-chat-moderation';
import { useChatAuditLog } from './get-chat-audit-log';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
const at = '2026-11-23T12:00:00.000Z';
const entry = (id: number): ChatAuditEntry => ({ id, action: 'kick', actor: { loginId: 'caster1', nickname: '방송인1' }, target: { loginId: `u${id}`, nickname: `회원${id}` }, reason: '도배', expiresAt: at, detail: {}, at });

describe('chat moderation reads', () => {
  it('reads the moderation lists of the channel', async () => {
    const reply = {
      settings: { freeze: false, slowSeconds: 0, followersOnly: false, subscribersOnly: false, maxLength: 500 },
      managers: [{ loginId: 'helper1', nickname: '도우미' }],
      bannedWords: ['바보'],
      blacklist: [],
      kicks: [],
    };
    stubFetch({ 'GET /api/channels/7/chat/moderation': jsonResponse(200, reply) });
    expect(await getChatModeration(7)).toEqual(reply);
    expect(calls[0].method).toBe('GET');
  });

  it('asks nothing while disabled (a reader who is not a moderator)', async () => {
    stubFetch({});
    const { result } = renderHook(() => useChatModeration(7, false), { wrapper });
    await act(async () => undefined);
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    stubFetch({ 'GET /api/channels/7/chat/moderation': jsonResponse(403, { msg: '권한이 없습니다.', code: 'chat.forbidden' }) });
    const { result } = renderHook(() => useChatModeration(7), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403, msg: '권한이 없습니다.', code: 'chat.forbidden' });
  });

  it('pages the audit log by offset until the total is read', async () => {
    stubFetch({
      'GET /api/channels/7/chat/audit-log': (req) => {
        const offset = Number(new URL(req.url).searchParams.get('offset'));
        const list = offset === 0 ? [entry(3), entry(2)] : [entry(1)];
        return jsonResponse(200, { list, total: 3, offset, limit: 2 });
      },
    });
    const { result } = renderHook(() => useChatAuditLog(7, true, 2), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(async () => {
      await result.current.fetchNextPage();
    });
    await waitFor(() => expect(result.current.data?.pages.flatMap((p) => p.list.map((e) => e.id))).toEqual([3, 2, 1]));
    expect(result.current.hasNextPage).toBe(false);
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?offset=0&limit=2', '?offset=2&limit=2']);
  });
});
