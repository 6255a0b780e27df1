import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@luvcast/brand-config';
import { useSessionStore } from '@luvcast/session';
import { BrandContext } from '@luvcast/shell-kit';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { WalletPage } from './wallet-page';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const never = new Promise<Response>(() => undefined);
const onBrand =
  (brand: keyof typeof brands) =>
  ({ children }: { children: React.ReactNode }) => <BrandContext.Provider value={brands[brand]}>{children}</BrandContext.Provider>;

describe('/luv/wallet', () => {
  it('shows 불러오는 중 while the session is looked up, then while the balance loads', async () => {
    stubFetch({ 'GET /api/my/profile': never });
    const { unmount } = renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    unmount();
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': never });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it("shows the balance in the brand's currency", async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12500 }) });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect(screen.getByRole('heading', { level: 1, name: '러브 지갑' })).toBeTruthy();
    expect(await screen.findByText('보유 러브')).toBeTruthy();
    expect(screen.getByText(/12,500/).textContent).toBe('12,500 러브');
  });

  it('names the currency of the brand the shell provides (bell: 코인)', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 3 }) });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet', wrapper: onBrand('bell') });
    expect(screen.getByRole('heading', { level: 1, name: '코인 지갑' })).toBeTruthy();
    expect(await screen.findByText('보유 코인')).toBeTruthy();
  });

  it('shows a guest the signed-out card; 로그인하기 opens 회원 전용 and stays on the wallet', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(401, { msg: '로그인이 필요합니다.' }) });
    const { location } = renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect(await screen.findByText('로그인 후 이용가능합니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    expect(useSessionStore.getState().membersOnly).toBe(true);
    expect(location()).toBe('/luv/wallet');
  });

  it('says 잔액을 불러오지 못했습니다. when the balance cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect((await screen.findByRole('alert')).textContent).toBe('잔액을 불러오지 못했습니다.');
  });
});
