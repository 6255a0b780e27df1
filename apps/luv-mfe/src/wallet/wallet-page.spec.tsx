import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@luvcast/brand-config';
import { useSessionStore } from '@luvcast/session';
import { BrandContext } from '@luvcast/shell-kit';
import { calls, jsonResponse, renderWithProviders, stubFetch, type FetchRoutes } from '@luvcast/web-testing';
import { WalletPage } from './wallet-page';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const emptyList = { list: [], total: 0, sum: 0, offset: 0, limit: 10 };
/** The wallet's other reads, answered empty (a member who never sent or received anything). */
const quiet: FetchRoutes = {
  'GET /api/luv/received': jsonResponse(200, { earnings: 0, receivedLuvSum: 0, giftCount: 0 }),
  'GET /api/luv/sentluv-list': jsonResponse(200, emptyList),
  'GET /api/luv/receivedluv-list': jsonResponse(200, emptyList),
  'GET /api/luv/daily': jsonResponse(200, { side: 'sent', days: [] }),
  'GET /api/luv/statement': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 20 }),
};
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
    stubFetch({ ...quiet, 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': never });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it("shows the balance in the brand's currency", async () => {
    stubFetch({ ...quiet, 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12500 }) });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect(screen.getByRole('heading', { level: 1, name: '러브 지갑' })).toBeTruthy();
    expect(await screen.findByText('보유 러브')).toBeTruthy();
    expect(screen.getByText(/12,500/).textContent).toBe('12,500 러브');
  });

  it('names the currency of the brand the shell provides (bell: 코인)', async () => {
    stubFetch({ ...quiet, 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 3 }) });
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
    stubFetch({ ...quiet, 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/luv/luv-sum': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    expect((await screen.findByRole('alert')).textContent).toBe('잔액을 불러오지 못했습니다.');
  });

  it('registers a coupon with its key and shows the luv it gave, the balance taking the answer; a refusal shows the API’s text', async () => {
    let luvSum = 100;
    stubFetch({
      ...quiet,
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      'GET /api/luv/luv-sum': () => jsonResponse(200, { luvSum }),
      'POST /api/shoppings/useCoupon': async () => {
        // the stub consumed the request's body like fetch does: read the copy it kept
        const body = (await calls.at(-1)!.clone().json()) as { couponNumber: string };
        if (body.couponNumber !== 'WELCOME-2026') return jsonResponse(409, { msg: '이미 사용한 쿠폰입니다.', code: 'coupon.used' });
        luvSum += 1000;
        return jsonResponse(200, { luv: 1000, luvSum });
      },
    });
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    const balance = () => document.querySelector('[data-balance]')?.getAttribute('data-balance');
    await waitFor(() => expect(balance()).toBe('100'));
    await userEvent.type(screen.getByRole('textbox', { name: '쿠폰 번호' }), 'welcome-2026');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByText('쿠폰으로 1,000 러브를 받았습니다.')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(balance()).toBe('1100'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await userEvent.type(screen.getByRole('textbox', { name: '쿠폰 번호' }), 'AGAIN');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect((await screen.findByRole('alert')).textContent).toBe('이미 사용한 쿠폰입니다.');
  });

  it("shows a broadcaster's earnings and the gifts received, and lists the statement with its CSV export", async () => {
    const gift = { giftId: 1, amount: 300, itemCode: null, quantity: 1, message: '화이팅', channelId: 1, streamId: null, createdAt: '2026-11-26T01:00:00.000Z', loginId: 'fan00001', nickname: '팬1' };
    const csv = '\uFEFF"일시"\r\n';
    stubFetch({
      ...quiet,
      'GET /api/my/profile': jsonResponse(200, { profile: { ...member, loginId: 'bjstar01', role: 'J' } }),
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 0 }),
      'GET /api/luv/received': jsonResponse(200, { earnings: 300, receivedLuvSum: 300, giftCount: 1 }),
      'GET /api/luv/receivedluv-list': jsonResponse(200, { ...emptyList, list: [gift], total: 1, sum: 300 }),
      'GET /api/luv/statement': jsonResponse(200, { list: [{ id: 9, at: gift.createdAt, account: 'earnings', kind: 'gift', memo: '화이팅', amount: 300, balance: 300 }], total: 1, offset: 0, limit: 20 }),
      'GET /api/luv/statement.csv': new Response(csv, { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="luvcast-statement-20261126.csv"' } }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((b: Blob) => {
      created.push(b);
      return 'blob:statement';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<WalletPage />, { route: '/luv/wallet' });
    const earnings = await screen.findByRole('region', { name: '받은 러브' });
    expect(within(earnings).getByText('300').closest('[data-earnings]')?.getAttribute('data-earnings')).toBe('300');
    await userEvent.click(screen.getByRole('tab', { name: '받은 선물' }));
    expect(await screen.findByText('팬1 (fan00001)')).toBeTruthy();
    expect(screen.getByText('+300')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '전체 내역' }));
    expect((await screen.findByText(/^선물/)).textContent).toBe('선물 (수익)');
    await userEvent.click(screen.getByRole('button', { name: 'CSV로 내보내기' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    // the file as the API sent it, byte order mark included (Excel reads the Korean as UTF-8)
    expect(new Uint8Array(await created[0].arrayBuffer())).toEqual(new Uint8Array(Buffer.from(csv)));
  });
});
