import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { DeclarationListPage } from './declaration-list-page';

const profile = { loginId: 'viewer01', nickname: '시청자', PI: false, profileImage: null, role: 'V' };
const report = (over: Record<string, unknown> = {}) => ({
  id: 4,
  targetType: 'post',
  targetId: '12',
  target: { loginId: 'spammer1', nickname: '광고꾼' },
  reason: 'spam',
  detail: '도배',
  status: 'pending',
  createdAt: '2026-11-26T01:00:00.000Z',
  handledAt: null,
  ...over,
});

describe('/cs/declarations', () => {
  it("lists the member's reports with their outcome and withdraws a pending one", async () => {
    let withdrawn = false;
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/cs/declaration-list': () =>
        jsonResponse(200, { list: withdrawn ? [report({ id: 3, targetType: 'member', status: 'sanctioned', detail: '' })] : [report(), report({ id: 3, targetType: 'member', status: 'sanctioned', detail: '' })], total: withdrawn ? 1 : 2, offset: 0, limit: 10 }),
      'DELETE /api/cs/declaration-delete/4': () => {
        withdrawn = true;
        return jsonResponse(200, { id: 4 });
      },
    });
    renderWithProviders(<DeclarationListPage />, { route: '/cs/declarations' });
    const list = await screen.findByRole('list', { name: '신고 내역' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0].textContent).toContain('처리 대기');
    expect(items[0].textContent).toContain('게시글 #12 · 광고꾼 (spammer1) · 스팸/광고 — 도배');
    expect(items[1].textContent).toContain('처리 완료 (제재)');
    expect(within(items[1]).queryByRole('button', { name: '신고 취소' })).toBeNull();
    await userEvent.click(within(items[0]).getByRole('button', { name: '신고 취소' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '신고 내역' })).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
