import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { AgencyInviteListPage } from './agency-invite-list-page';
import { AgencyInvitePage } from './agency-invite-page';

const profile = { loginId: 'bjstar01', nickname: '별빛BJ', PI: true, profileImage: null, role: 'J' };
const invite = {
  id: 7,
  agency: { id: 3, name: '별빛엔터' },
  sharePercent: 70,
  message: '함께해요\n<b>환영</b>',
  status: 'pending',
  unread: true,
  contractName: '전속계약서.pdf',
  contractType: 'application/pdf',
  expiresAt: '2026-12-10T03:04:00.000Z',
  respondedAt: null,
  createdAt: '2026-11-26T03:04:00.000Z',
};

describe('/my/agency-invites', () => {
  it('lists the invites with agency, share, status and expiry, a new one marked, each linking to its page', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile }),
      'GET /api/my/agency-invites/me': jsonResponse(200, { list: [invite, { ...invite, id: 6, agency: { id: 2, name: '달빛엔터' }, status: 'expired', unread: false }], total: 2, offset: 0, limit: 10 }),
    });
    renderWithProviders(<AgencyInviteListPage />, { route: '/my/agency-invites' });
    const list = await screen.findByRole('list', { name: '에이전시 초대 목록' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first.getAttribute('href')).toBe('/my/agency-invites/7');
    expect(first.textContent).toContain('별빛엔터');
    expect(first.textContent).toContain('새 초대');
    expect(first.textContent).toContain('수익 배분 70%');
    expect(first.textContent).toContain('응답 대기');
    expect(first.textContent).toContain('만료 2026-12-10 03:04');
    expect(second.textContent).toContain('기간 만료');
    expect(second.textContent).not.toContain('새 초대');
    expect(new URL(calls.find((c) => c.url.includes('/agency-invites/me'))!.url).search).toBe('?offset=0&limit=10');
  });

  it('says so when there is none', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile }), 'GET /api/my/agency-invites/me': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 10 }) });
    renderWithProviders(<AgencyInviteListPage />, { route: '/my/agency-invites' });
    expect(await screen.findByText('받은 에이전시 초대가 없습니다.')).toBeTruthy();
  });
});

describe('/my/agency-invites/:id', () => {
  function renderInvite(routes: Parameters<typeof stubFetch>[0] = {}) {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile }), 'GET /api/my/agency-invites/7': jsonResponse(200, invite), ...routes });
    return renderWithProviders(<AgencyInvitePage />, { route: '/my/agency-invites/7', path: 'my/agency-invites/:id' });
  }

  it('shows the agency, share, message as text and expiry, and accepts after a confirmation', async () => {
    renderInvite({ 'POST /api/my/agency-invites/7/respond': jsonResponse(200, { ...invite, status: 'accepted', unread: false, respondedAt: '2026-11-26T04:00:00.000Z' }) });
    expect(await screen.findByRole('heading', { level: 1, name: '별빛엔터' })).toBeTruthy();
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByRole('region', { name: '초대 메시지' }).textContent).toBe('함께해요\n<b>환영</b>');
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText('2026-12-10 03:04')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '수락' }));
    const confirm = screen.getByRole('group', { name: '응답 확인' });
    expect(confirm.textContent).toContain('별빛엔터의 초대를 수락할까요? 다른 대기 중인 초대는 취소됩니다.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: '수락하기' }));
    expect((await screen.findByRole('status')).textContent).toBe('별빛엔터의 초대를 수락했습니다.');
    expect(await calls.find((c) => c.method === 'POST')!.clone().json()).toEqual({ type: 'accept' });
    expect(screen.queryByRole('button', { name: '수락' })).toBeNull();
  });

  it('sends nothing when the confirmation is cancelled, and shows the API refusal of a reject', async () => {
    renderInvite({ 'POST /api/my/agency-invites/7/respond': jsonResponse(409, { code: 'agency.invite.expired', msg: '기간이 지난 초대입니다.' }) });
    await userEvent.click(await screen.findByRole('button', { name: '거절' }));
    await userEvent.click(within(screen.getByRole('group', { name: '응답 확인' })).getByRole('button', { name: '취소' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '거절' }));
    expect(screen.getByRole('group', { name: '응답 확인' }).textContent).toContain('별빛엔터의 초대를 거절할까요?');
    await userEvent.click(screen.getByRole('button', { name: '거절하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('기간이 지난 초대입니다.');
    expect(await calls.find((c) => c.method === 'POST')!.clone().json()).toEqual({ type: 'reject' });
  });

  it('계약서 받기 asks for a signed link and opens it', async () => {
    const url = 'http://api.luv.localhost:4000/api/agency-contracts/7?expires=1&signature=x';
    renderInvite({ 'POST /api/my/agency-invites/download-url': jsonResponse(200, { url, expiresAt: '2026-11-26T03:09:00.000Z' }) });
    const opened: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    try {
      await userEvent.click(await screen.findByRole('button', { name: '계약서 받기' }));
      await waitFor(() => expect(opened).toEqual([url]));
      expect(await calls.find((c) => c.url.endsWith('/download-url'))!.clone().json()).toEqual({ id: 7 });
    } finally {
      click.mockRestore();
    }
  });

  it('offers no answer for an invite that is no longer pending', async () => {
    renderInvite({ 'GET /api/my/agency-invites/7': jsonResponse(200, { ...invite, status: 'cancelled' }) });
    expect(await screen.findByText('취소된 초대입니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '수락' })).toBeNull();
    expect(screen.getByRole('button', { name: '계약서 받기' })).toBeTruthy();
  });

  it("says it is not found for someone else's invite", async () => {
    renderInvite({ 'GET /api/my/agency-invites/7': jsonResponse(404, { code: 'agency.invite.notFound', msg: '에이전시 초대를 찾을 수 없습니다.' }) });
    expect(await screen.findByRole('heading', { name: '초대를 찾을 수 없습니다.' })).toBeTruthy();
  });
});
