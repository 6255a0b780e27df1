import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@luvcast/session';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ProfilePage } from './profile-page';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };

/** Node's multipart classes (tools/jest/jsdom-environment.cjs): the page's FormData goes through Node's Request. */
const nodeForms = (globalThis as unknown as { __nodeFormClasses: { FormData: typeof FormData; File: typeof File } }).__nodeFormClasses;
const jsdomFormData = globalThis.FormData;
beforeEach(() => {
  globalThis.FormData = nodeForms.FormData;
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});

describe('/my/profile', () => {
  it('changes the profile picture, refusing what the API would refuse before sending it, and removes it', async () => {
    const url = 'http://api.luv.localhost:4000/api/profile-images/7-00000000-0000-4000-8000-000000000000.webp';
    let current: string | null = null;
    stubFetch({
      'GET /api/my/profile': () => jsonResponse(200, { profile: { ...member, profileImage: current } }),
      // the first change sets the picture, the next removes it
      'PUT /api/my/profile': () => {
        current = current === null ? url : null;
        return jsonResponse(200, { profile: { ...member, profileImage: current } });
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect(await screen.findByRole('img', { name: '프로필 사진 없음' })).toBeTruthy();
    const picker = screen.getByLabelText('프로필 사진 파일');
    await userEvent.upload(picker, new nodeForms.File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe('프로필 사진은 JPG, PNG, GIF 이미지만 올릴 수 있습니다.');
    await userEvent.upload(picker, new nodeForms.File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('프로필 사진은 5MB까지 올릴 수 있습니다.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await userEvent.upload(picker, new nodeForms.File([new Uint8Array(10)], '나.png', { type: 'image/png' }));
    expect(((await screen.findByRole('img', { name: '프로필 사진' })) as HTMLImageElement).src).toBe(url);
    const sent = await calls.find((c) => c.method === 'PUT')!.clone().formData();
    expect((sent.get('profileImage') as File).name).toBe('나.png');
    await userEvent.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(await screen.findByRole('img', { name: '프로필 사진 없음' })).toBeTruthy();
  });

  it('shows 불러오는 중 while the session is looked up', () => {
    stubFetch({ 'GET /api/my/profile': new Promise<Response>(() => undefined) });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect(screen.getByRole('heading', { level: 1, name: '내 정보' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it("shows the member's nickname, ID and identity verification", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }) });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect(await screen.findByText('데모회원')).toBeTruthy();
    const terms = screen.getAllByRole('term').map((dt) => dt.textContent);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({ 닉네임: '데모회원', 아이디: 'demo1234', 본인인증: '인증 완료' });
  });

  it('links to the password change, the settings, the fan level and the gift rankings', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }) });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    const menu = await screen.findByRole('navigation', { name: '내 정보 메뉴' });
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      expect.arrayContaining([
        ['비밀번호 변경', '/my/password'],
        ['설정', '/my/settings'],
        ['팬 레벨', '/my/level'],
        ['선물 순위', '/my/rankings'],
      ]),
    );
  });

  it('says 미인증 before identity verification', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: { ...member, PI: false } }) });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect(await screen.findByText('미인증')).toBeTruthy();
  });

  it('shows a guest the signed-out card; 로그인하기 opens 회원 전용 on the page', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: '로그인이 필요합니다.' }) });
    const { location } = renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect(await screen.findByText('로그인 후 이용가능합니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(location()).toBe('/my/profile');
  });

  it('says 정보를 불러오지 못했습니다. when the lookup fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/my/profile': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<ProfilePage />, { route: '/my/profile' });
    expect((await screen.findByRole('alert')).textContent).toBe('정보를 불러오지 못했습니다.');
  });
});
