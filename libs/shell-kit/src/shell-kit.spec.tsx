import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useRoutes } from 'react-router';
import { brands } from '@luvcast/brand-config';
import { useSessionStore } from '@luvcast/session';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { BrandContext, createRemoteRoot, lazyPage, MemberGate, SignedOutCard, useBrand } from './index';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const guest = () => jsonResponse(401, { msg: '로그인이 필요합니다.' });
const never = new Promise<Response>(() => undefined);

describe('createRemoteRoot + lazyPage', () => {
  const Root = createRemoteRoot('demo_mfe', 'ss-test');
  function Routes() {
    return useRoutes([
      {
        element: <Root />,
        children: [{ path: 'demo', element: lazyPage(async () => () => <h1>데모 화면</h1>) }],
      },
    ]);
  }

  it('renders the remote root with the session store id given, the lazy page inside', async () => {
    renderWithProviders(<Routes />, { route: '/demo' });
    expect(await screen.findByRole('heading', { name: '데모 화면' })).toBeTruthy();
    const root = document.querySelector('[data-remote="demo_mfe"]') as HTMLElement;
    expect(root.dataset.sessionStore).toBe('ss-test');
    expect(root.contains(screen.getByRole('heading'))).toBe(true);
  });
});

describe('lazyPage navigation', () => {
  it('replaces the previous page by the spinner at once while the next page loads', async () => {
    let arrive: (page: ComponentType) => void = () => undefined;
    const Root = createRemoteRoot('demo_mfe', 'ss-test');
    function Routes() {
      return useRoutes([
        {
          element: <Root />,
          children: [
            { path: 'list', element: <Link to="/detail">상세 보기</Link> },
            { path: 'detail', element: lazyPage(() => new Promise<ComponentType>((resolve) => (arrive = resolve))) },
          ],
        },
      ]);
    }
    renderWithProviders(<Routes />, { route: '/list' });
    await userEvent.click(screen.getByRole('link', { name: '상세 보기' }));
    expect(screen.queryByRole('link', { name: '상세 보기' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    await act(async () => arrive(() => <h1>상세</h1>));
    expect(await screen.findByRole('heading', { name: '상세' })).toBeTruthy();
  });
});

describe('useBrand', () => {
  function BrandName() {
    return <p>{useBrand().name}</p>;
  }
  it('reads the brand the shell provides, the default brand without a provider', () => {
    const { unmount } = renderWithProviders(<BrandName />);
    expect(screen.getByText(brands.luv.name)).toBeTruthy();
    unmount();
    renderWithProviders(<BrandName />, { wrapper: ({ children }) => <BrandContext.Provider value={brands.lex}>{children}</BrandContext.Provider> });
    expect(screen.getByText(brands.lex.name)).toBeTruthy();
  });
});

describe('SignedOutCard', () => {
  it('says 로그인 후 이용가능합니다.; 로그인하기 opens 회원 전용 for a guest and stays on the page', async () => {
    stubFetch({ 'GET /api/my/profile': guest() });
    const { location } = renderWithProviders(<SignedOutCard />, { route: '/luv/wallet?tab=1' });
    expect(screen.getByText('로그인 후 이용가능합니다.')).toBeTruthy();
    const link = screen.getByRole('link', { name: '로그인하기' });
    expect(link.getAttribute('href')).toBe('/signin?callbackURL=%2Fluv%2Fwallet%3Ftab%3D1');
    await userEvent.click(link);
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(location()).toBe('/luv/wallet?tab=1');
  });
});

describe('MemberGate', () => {
  const gate = (error?: string) => <MemberGate error={error}>{(profile) => <p>{profile.nickname}님의 화면</p>}</MemberGate>;

  it('shows the spinner while the session is looked up', () => {
    stubFetch({ 'GET /api/my/profile': never });
    renderWithProviders(gate());
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it('shows the signed-out card to a guest', async () => {
    stubFetch({ 'GET /api/my/profile': guest() });
    renderWithProviders(gate());
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeTruthy();
  });

  it("shows a member's screen with the profile", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }) });
    renderWithProviders(gate());
    expect(await screen.findByText('데모회원님의 화면')).toBeTruthy();
  });

  it('shows the error text when the lookup fails, or the signed-out card without one (asking the API once)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/my/profile': jsonResponse(500, { msg: 'boom' }) });
    const { unmount } = renderWithProviders(gate('정보를 불러오지 못했습니다.'));
    expect((await screen.findByRole('alert')).textContent).toBe('정보를 불러오지 못했습니다.');
    unmount();
    stubFetch({ 'GET /api/my/profile': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(gate());
    expect(await screen.findByRole('link', { name: '로그인하기' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.url.endsWith('/api/my/profile'))).toHaveLength(1);
  });
});
