import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { MemberPage } from './member-page';

const operator = { loginId: 'opdemo01', nickname: '운영자', PI: true, profileImage: null, role: 'O' };
const member = {
  loginId: 'viewer01',
  nickname: '시청자',
  role: 'V',
  status: 'active',
  withdrawn: false,
  brand: 'luv',
  createdAt: '2026-10-01T01:00:00.000Z',
  sanctions: [{ id: 7, reason: '반복된 욕설', until: '2026-12-01T01:00:00.000Z', createdAt: '2026-11-24T01:00:00.000Z' }],
  declarations: [{ id: 3, targetType: 'member', reason: 'abuse', detail: '<b>욕설</b>', status: 'sanctioned', reporter: { loginId: 'fan00001', nickname: '팬' }, createdAt: '2026-11-23T01:00:00.000Z' }],
  actions: [{ id: 9, operatorLoginId: 'opdemo01', action: 'declaration.sanction', targetType: 'declaration', targetId: '3', reason: '반복된 욕설', createdAt: '2026-11-24T01:00:00.000Z' }],
};
const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/cs/admin/members/:loginId" element={<MemberPage />} />
    </Routes>,
    { route: '/cs/admin/members/viewer01' },
  );

describe('/cs/admin/members/{loginId}', () => {
  it("shows the member's status, role, brand, sign-up date, sanctions, reports (as text) and operators' actions", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: operator }), 'GET /api/admin/members/viewer01': jsonResponse(200, member) });
    render();
    const info = await screen.findByRole('article', { name: '회원 정보' });
    expect(info.textContent).toContain('시청자 (viewer01)');
    expect(info.textContent).toContain('정상');
    expect(info.textContent).toContain('luv');
    expect(info.textContent).toContain('2026-10-01');
    expect(screen.getByRole('region', { name: '진행 중인 제재' }).textContent).toContain('반복된 욕설');
    const reports = screen.getByRole('region', { name: '받은 신고' });
    expect(reports.textContent).toContain('욕설/비방');
    expect(reports.textContent).toContain('<b>욕설</b>');
    expect(reports.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: '운영 기록' }).textContent).toContain('회원 제재');
  });

  it('blocks the member with a reason and tells how many sessions ended', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/members/viewer01': jsonResponse(200, member),
      'PUT /api/admin/members/viewer01/status': jsonResponse(200, { loginId: 'viewer01', nickname: '시청자', role: 'V', status: 'blocked', withdrawn: false, revokedSessions: 2 }),
    });
    render();
    const form = await screen.findByRole('form', { name: '회원 상태 변경' });
    await userEvent.click(within(form).getByRole('button', { name: '차단' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('사유를 입력해주세요.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: '사유' }), '명의 도용');
    await userEvent.click(within(form).getByRole('button', { name: '차단' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ status: 'blocked', reason: '명의 도용' });
    expect((await within(form).findByRole('status')).textContent).toBe('차단했습니다. 열려 있던 세션 2개가 종료되었습니다.');
  });

  it("offers to unblock a blocked member, and shows the API's refusal", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: { ...operator, role: 'S' } }),
      'GET /api/admin/members/viewer01': jsonResponse(200, { ...member, status: 'blocked' }),
      'PUT /api/admin/members/viewer01/status': jsonResponse(403, { code: 'admin.member.operator', msg: '운영자 계정은 전체 운영자만 변경할 수 있습니다.' }),
    });
    render();
    const form = await screen.findByRole('form', { name: '회원 상태 변경' });
    await userEvent.type(within(form).getByRole('textbox', { name: '사유' }), '확인 완료');
    await userEvent.click(within(form).getByRole('button', { name: '차단 해제' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('운영자 계정은 전체 운영자만 변경할 수 있습니다.');
  });

  it("says so when the member is not found (another brand's member for a brand operator)", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: operator }), 'GET /api/admin/members/viewer01': jsonResponse(404, { code: 'auth.find.notFound', msg: '일치하는 회원 정보가 없습니다.' }) });
    render();
    expect(await screen.findByText('회원을 찾을 수 없습니다.')).toBeTruthy();
  });
});
