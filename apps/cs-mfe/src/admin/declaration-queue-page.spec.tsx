import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { DeclarationQueuePage } from './declaration-queue-page';

const operator = { loginId: 'opdemo01', nickname: '운영자', PI: true, profileImage: null, role: 'O' };
const pending = {
  id: 3,
  targetType: 'message',
  targetId: '12',
  target: { loginId: 'spammer01', nickname: '광고왕' },
  reason: 'spam',
  detail: '광고 쪽지',
  status: 'pending',
  createdAt: '2026-11-26T05:00:00.000Z',
  handledAt: null,
  brand: 'luv',
  reporter: { loginId: 'viewer01', nickname: '시청자' },
  snapshot: '<a href="http://spam.example">무료 러브</a>',
  resolution: null,
};

describe('/cs/admin/declarations', () => {
  it('shows a report with what was reported as text, and sanctions the member for the days given with a reason', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/declarations': jsonResponse(200, { list: [pending], total: 1 }),
      'PUT /api/admin/declarations/3': jsonResponse(200, { ...pending, status: 'sanctioned', resolution: '광고', handledAt: '2026-11-26T06:00:00.000Z' }),
    });
    renderWithProviders(<DeclarationQueuePage />, { route: '/cs/admin/declarations' });
    const report = await screen.findByRole('article');
    expect(report.textContent).toContain('신고한 회원: 시청자 (viewer01) → 대상: 광고왕 (spammer01)');
    const quoted = within(report).getByRole('blockquote', { name: '신고된 내용' });
    expect(quoted.textContent).toBe('<a href="http://spam.example">무료 러브</a>');
    expect(quoted.querySelector('a')).toBeNull();
    const form = within(report).getByRole('form', { name: '신고 처리' });
    await userEvent.type(within(form).getByRole('textbox', { name: '처리 사유' }), '광고');
    await userEvent.clear(within(form).getByRole('textbox', { name: '제재 기간 (일)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '제재 기간 (일)' }), '3');
    await userEvent.click(within(form).getByRole('button', { name: '회원 제재' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ action: 'sanction', reason: '광고', days: 3 });
  });

  it("shows the API's refusal (a reason is needed)", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/declarations': jsonResponse(200, { list: [pending], total: 1 }),
      'PUT /api/admin/declarations/3': jsonResponse(400, { code: 'cs.declaration.decisionReason', msg: '처리 사유를 500자 이내로 입력해주세요.' }),
    });
    renderWithProviders(<DeclarationQueuePage />, { route: '/cs/admin/declarations' });
    const form = await screen.findByRole('form', { name: '신고 처리' });
    await userEvent.click(within(form).getByRole('button', { name: '기각' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('처리 사유를 500자 이내로 입력해주세요.');
  });
  it('hides a reported message with the reason; a member report offers no hide', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/declarations': jsonResponse(200, { list: [pending, { ...pending, id: 4, targetType: 'member', targetId: 'spammer01', snapshot: null }], total: 2 }),
      'PUT /api/admin/declarations/3': jsonResponse(200, { ...pending, status: 'sanctioned', resolution: '광고 쪽지', handledAt: '2026-11-26T06:00:00.000Z' }),
    });
    renderWithProviders(<DeclarationQueuePage />, { route: '/cs/admin/declarations' });
    const [message, member] = await screen.findAllByRole('form', { name: '신고 처리' });
    expect(within(member).queryByRole('button', { name: '내용 숨김' })).toBeNull();
    await userEvent.type(within(message).getByRole('textbox', { name: '처리 사유' }), '광고 쪽지');
    await userEvent.click(within(message).getByRole('button', { name: '내용 숨김' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ action: 'hide', reason: '광고 쪽지' });
  });
});
