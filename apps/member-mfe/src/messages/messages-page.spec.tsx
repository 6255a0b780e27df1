import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch, type FetchRoutes } from '@luvcast/web-testing';
import { MessagesPage } from './messages-page';

const profile = { loginId: 'viewer01', nickname: '시청자', PI: false, profileImage: null, role: 'V' };
const message = (over: Record<string, unknown> = {}) => ({
  messageId: 4,
  content: '<b>안녕</b>하세요\n방송 잘 봤어요',
  createdAt: '2026-11-26T01:00:00.000Z',
  readAt: null,
  box: 'received',
  from: { loginId: 'fan00001', nickname: '팬' },
  to: { loginId: 'viewer01', nickname: '시청자' },
  ...over,
});
const box = (list: unknown[], unread = 0) => jsonResponse(200, { list, total: list.length, unread, offset: 0, limit: 20 });
const routes = (patch: FetchRoutes = {}): FetchRoutes => ({
  'GET /api/my/profile': jsonResponse(200, { profile }),
  'GET /api/my/messages': (req) => (new URL(req.url).searchParams.get('box') === 'sent' ? box([message({ messageId: 9, box: 'sent', readAt: '2026-11-26T02:00:00.000Z', from: profile, to: { loginId: 'fan00001', nickname: '팬' } })]) : box([message()], 1)),
  ...patch,
});

describe('/my/messages', () => {
  it('lists the received messages with the unread count, opens one as text and marks it read', async () => {
    stubFetch(routes({ 'POST /v2/api/my/messages-read/4': jsonResponse(200, { messageId: 4, readAt: '2026-11-26T03:00:00.000Z' }) }));
    renderWithProviders(<MessagesPage />, { route: '/my/messages' });
    expect(await screen.findByRole('tab', { name: '받은 쪽지 (1)' })).toBeTruthy();
    const item = within(await screen.findByRole('list', { name: '받은 쪽지' })).getByRole('listitem');
    expect(item.textContent).toContain('팬 (fan00001)');
    expect(within(item).getByText('안 읽음')).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: '내용 보기' }));
    expect(within(item).getByText(/<b>안녕<\/b>하세요/)).toBeTruthy();
    expect(item.querySelector('b')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/v2/api/my/messages-read/4'))).toBe(true));
  });

  it('replies to the sender and shows the sent box with the read state', async () => {
    stubFetch(routes({ 'POST /api/my/messages': jsonResponse(201, message({ messageId: 10, box: 'sent' })) }));
    renderWithProviders(<MessagesPage />, { route: '/my/messages' });
    const item = within(await screen.findByRole('list', { name: '받은 쪽지' })).getByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: '답장' }));
    const form = screen.getByRole('form', { name: '쪽지 쓰기' });
    expect((within(form).getByRole('textbox', { name: '받는 회원 아이디' }) as HTMLInputElement).value).toBe('fan00001');
    await userEvent.type(within(form).getByRole('textbox', { name: '내용' }), '고마워요');
    await userEvent.click(within(form).getByRole('button', { name: '보내기' }));
    const sent = within(await screen.findByRole('list', { name: '보낸 쪽지' })).getByRole('listitem');
    expect(sent.textContent).toContain('읽음');
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/messages'))!;
    expect(await post.clone().json()).toEqual({ loginId: 'fan00001', content: '고마워요' });
  });

  it("shows a refusal in the API's words", async () => {
    stubFetch(routes({ 'POST /api/my/messages': jsonResponse(403, { code: 'messages.blocked', msg: '상대방이 쪽지를 받지 않습니다.' }) }));
    renderWithProviders(<MessagesPage />, { route: '/my/messages' });
    await userEvent.click(await screen.findByRole('button', { name: '쪽지 쓰기' }));
    const form = screen.getByRole('form', { name: '쪽지 쓰기' });
    await userEvent.type(within(form).getByRole('textbox', { name: '받는 회원 아이디' }), 'fan00001');
    await userEvent.type(within(form).getByRole('textbox', { name: '내용' }), '안녕');
    await userEvent.click(within(form).getByRole('button', { name: '보내기' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('상대방이 쪽지를 받지 않습니다.');
  });

  it('blocks a sender and lists them in the block list, where they can be unblocked', async () => {
    let blocked = false;
    stubFetch(
      routes({
        'POST /api/my/member-messages-blackAdd': () => ((blocked = true), jsonResponse(200, { loginId: 'fan00001', isBlock: true })),
        'DELETE /api/my/member-messages-blackDelete': () => ((blocked = false), jsonResponse(200, { loginId: 'fan00001', isBlock: false })),
        'GET /api/my/member-messages-blackList': () => jsonResponse(200, { list: blocked ? [{ loginId: 'fan00001', nickname: '팬', blockedAt: '2026-11-26T04:00:00.000Z' }] : [] }),
      }),
    );
    renderWithProviders(<MessagesPage />, { route: '/my/messages' });
    const item = within(await screen.findByRole('list', { name: '받은 쪽지' })).getByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: '차단' }));
    expect(await within(item).findByText('팬님을 차단했습니다. 이 회원은 더 이상 쪽지를 보낼 수 없습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '차단 목록' }));
    await userEvent.click(await screen.findByRole('button', { name: '팬 차단 해제' }));
    expect(await screen.findByText('차단한 회원이 없습니다.')).toBeTruthy();
  });

  it('reports a received message with a reason', async () => {
    stubFetch(routes({ 'POST /api/my/messages/declaration/4': jsonResponse(201, { id: 1, targetType: 'message', targetId: '4', target: { loginId: 'fan00001', nickname: '팬' }, reason: 'spam', detail: '광고', status: 'pending', createdAt: '2026-11-26T05:00:00.000Z', handledAt: null }) }));
    renderWithProviders(<MessagesPage />, { route: '/my/messages' });
    const item = within(await screen.findByRole('list', { name: '받은 쪽지' })).getByRole('listitem');
    await userEvent.click(within(item).getByRole('button', { name: '신고' }));
    const form = within(item).getByRole('form', { name: '쪽지 신고' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '신고 사유' }), 'spam');
    await userEvent.type(within(form).getByRole('textbox', { name: '신고 내용 (선택)' }), '광고');
    await userEvent.click(within(form).getByRole('button', { name: '신고하기' }));
    expect(await within(item).findByText('신고가 접수되었습니다. 운영자가 확인합니다.')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/messages/declaration/4'))!;
    expect(await post.clone().json()).toEqual({ reason: 'spam', detail: '광고' });
  });
});
