import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { MemberSearchPage } from './member-search-page';

const profile = (role: string) => ({ loginId: 'opdemo01', nickname: '운영자', PI: true, profileImage: null, role });
const found = { loginId: 'viewer01', nickname: '시청자', role: 'V', status: 'blocked', withdrawn: false, brand: 'lex', createdAt: '2026-10-01T01:00:00.000Z' };

describe('/cs/admin/members', () => {
  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('V') }) });
    renderWithProviders(<MemberSearchPage />, { route: '/cs/admin/members' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });

  it('searches by login ID or nickname and links each member to their page with status, role, brand and sign-up date', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('S') }), 'GET /api/admin/members': jsonResponse(200, { list: [found], total: 1 }) });
    renderWithProviders(<MemberSearchPage />, { route: '/cs/admin/members' });
    await userEvent.type(await screen.findByRole('textbox', { name: '아이디 또는 닉네임' }), '시청');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    const link = await screen.findByRole('link', { name: /시청자 \(viewer01\)/ });
    expect(link.getAttribute('href')).toBe('/cs/admin/members/viewer01');
    expect(link.textContent).toContain('lex');
    expect(link.textContent).toContain('회원');
    expect(link.textContent).toContain('차단');
    expect(link.textContent).toContain('2026-10-01');
    const search = calls.find((c) => c.url.includes('/api/admin/members'))!;
    expect(new URL(search.url).searchParams.get('query')).toBe('시청');
  });

  it('asks for 2 characters before searching', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }) });
    renderWithProviders(<MemberSearchPage />, { route: '/cs/admin/members' });
    await userEvent.type(await screen.findByRole('textbox', { name: '아이디 또는 닉네임' }), 'a');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect((await screen.findByRole('alert')).textContent).toBe('아이디 또는 닉네임을 2자 이상 입력해주세요.');
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/admin/members'))).toBe(false));
  });
});
