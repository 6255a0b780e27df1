import { screen, within } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { OperatorHomePage } from './operator-home-page';

const profile = (role: string) => ({ loginId: 'opdemo01', nickname: '운영자', PI: true, profileImage: null, role });
const routes = (role: string) => ({
  'GET /api/my/profile': jsonResponse(200, { profile: profile(role) }),
  'GET /api/admin/inquiries': jsonResponse(200, { list: [], total: 4 }),
  'GET /api/admin/declarations': jsonResponse(200, { list: [], total: 2 }),
  'GET /api/admin/bank-accounts': jsonResponse(200, { list: [{ loginId: 'caster01' }] }),
});

describe('/cs/admin', () => {
  it('lists every operator tool with the items waiting where the API counts them', async () => {
    stubFetch(routes('O'));
    renderWithProviders(<OperatorHomePage />, { route: '/cs/admin' });
    const tools = await screen.findByRole('list', { name: '운영 도구' });
    const link = (name: RegExp) => within(tools).getByRole('link', { name });
    expect(link(/문의 관리/).getAttribute('href')).toBe('/cs/admin/inquiries');
    expect(link(/신고 관리/).getAttribute('href')).toBe('/cs/admin/declarations');
    expect(link(/회원 조회/).getAttribute('href')).toBe('/cs/admin/members');
    expect(link(/계좌 승인/).getAttribute('href')).toBe('/cs/admin/bank-accounts');
    expect(link(/공지 관리/).getAttribute('href')).toBe('/cs/admin/notices');
    expect(link(/에이전시 초대/).getAttribute('href')).toBe('/cs/admin/agency-invites');
    expect(link(/운영 기록/).getAttribute('href')).toBe('/cs/admin/operator-actions');
    expect((await within(link(/문의 관리/)).findByText('대기 4건')).textContent).toBe('대기 4건');
    expect(await within(link(/신고 관리/)).findByText('대기 2건')).toBeTruthy();
    expect(await within(link(/계좌 승인/)).findByText('대기 1건')).toBeTruthy();
    expect(new URL(calls.find((c) => c.url.includes('/api/admin/inquiries'))!.url).searchParams.get('status')).toBe('waiting');
  });

  it("hides the operators' log from brand operators (it is for role O)", async () => {
    stubFetch(routes('S'));
    renderWithProviders(<OperatorHomePage />, { route: '/cs/admin' });
    const tools = await screen.findByRole('list', { name: '운영 도구' });
    expect(within(tools).queryByRole('link', { name: /운영 기록/ })).toBeNull();
    expect(within(tools).getByRole('link', { name: /회원 조회/ })).toBeTruthy();
  });

  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('V') }) });
    renderWithProviders(<OperatorHomePage />, { route: '/cs/admin' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });
});
