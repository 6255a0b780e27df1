import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { Header } from './header';
import { MembersOnlyOverlay } from './session-overlays';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: false, profileImage: null, role: 'V' };

/** The header and the members-only overlay on the home page; the API says who is visiting. */
function renderHeader(profile: typeof member | null) {
  stubFetch({ 'GET /api/my/profile': profile ? jsonResponse(200, { profile }) : jsonResponse(401, { msg: '로그인이 필요합니다.' }) });
  return renderWithProviders(
    <>
      <Header />
      <MembersOnlyOverlay />
    </>,
    { route: '/cs/notices?page=2' },
  );
}

describe('header links to members-only screens', () => {
  it.each(['팔로우', '내 정보', '지갑'])('a guest following %s gets 회원 전용 and stays on the page', async (name) => {
    const { location } = renderHeader(null);
    // the header knows the visitor is a guest once the session lookup answered
    expect(await screen.findByRole('link', { name: '로그인' })).toBeTruthy();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'main' })).getByRole('link', { name }));
    const dialog = await screen.findByRole('alertdialog', { name: '회원 전용' });
    expect(dialog.textContent).toContain('로그인 후 이용가능합니다.');
    expect(within(dialog).getByRole('button', { name: '로그인' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '회원가입' })).toBeTruthy();
    expect(location()).toBe('/cs/notices?page=2');
  });

  it('a member goes to the wallet', async () => {
    const { location } = renderHeader(member);
    expect(await screen.findByText('데모회원')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '지갑' }));
    expect(location()).toBe('/luv/wallet');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('everybody goes to the notices', async () => {
    const { location } = renderHeader(null);
    await screen.findByRole('link', { name: '로그인' });
    await userEvent.click(screen.getByRole('link', { name: '공지사항' }));
    expect(location()).toBe('/cs/notices');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('header badge of agency invites', () => {
  it('shows how many new agency invites wait on 내 정보', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/my/agency-invites/has-new': jsonResponse(200, { hasNew: true, count: 2 }) });
    renderWithProviders(<Header />, { route: '/' });
    const badge = await screen.findByLabelText('새 에이전시 초대 2개');
    expect(badge.closest('a')!.getAttribute('href')).toBe('/my/profile');
  });
});
