import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { goToCheckout, ShopPage } from './shop-page';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const shop = (monthlyCap: { cap: number; left: number } | null = null) => ({
  currency: { code: 'luv', name: '러브' },
  packages: [
    { id: 1, luv: 1000, bonus: 0, price: 1100 },
    { id: 4, luv: 10000, bonus: 100, price: 11000 },
  ],
  methods: ['kakaopay', 'virtualaccount', 'myaccount', 'mobile', 'creditcard'],
  monthlyCap,
  cancelDays: 7,
});

describe('/luv/shop', () => {
  it('pays the chosen package with the chosen method under one key, and goes to the gateway’s checkout page', async () => {
    const assign = jest.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined);
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      'GET /api/shoppings/luv/payments': jsonResponse(200, shop()),
      'POST /api/shoppings/payments': jsonResponse(201, { paymentId: 'p-1', status: 1, checkoutUrl: 'http://127.0.0.1:4500/checkout/sbx_1' }),
    });
    renderWithProviders(<ShopPage />, { route: '/luv/shop' });
    expect(await screen.findByRole('heading', { level: 1, name: '러브 충전' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('radio', { name: /10,000 러브/ }));
    expect(screen.getByText('+100 보너스')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '가상계좌' }));
    expect(screen.getByText(/^결제 금액/).textContent).toBe('결제 금액 11,000원 (부가세 포함)');
    await userEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:4500/checkout/sbx_1'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ packageId: 4, method: 'virtualaccount' });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the card code with a card payment, and shows the API’s refusal', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      'GET /api/shoppings/luv/payments': jsonResponse(200, shop()),
      'POST /api/shoppings/payments': jsonResponse(400, { msg: '지금은 결제할 수 없습니다. 잠시 후 다시 시도해주세요.', code: 'shop.unavailable' }),
    });
    renderWithProviders(<ShopPage />, { route: '/luv/shop' });
    await userEvent.click(await screen.findByRole('button', { name: '결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('지금은 결제할 수 없습니다. 잠시 후 다시 시도해주세요.');
    expect(await calls.find((c) => c.method === 'POST')!.clone().json()).toEqual({ packageId: 1, method: 'creditcard', cardCode: 'CARD' });
  });

  it('shows a member under 19 the monthly cap and what is left, and stops a package over it', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: member }), 'GET /api/shoppings/luv/payments': jsonResponse(200, shop({ cap: 70000, left: 5000 })) });
    renderWithProviders(<ShopPage />, { route: '/luv/shop' });
    expect((await screen.findByRole('note')).textContent).toBe('만 19세 미만은 한 달에 70,000원까지 결제할 수 있습니다. 이번 달 남은 금액: 5,000원');
    await userEvent.click(screen.getByRole('radio', { name: /10,000 러브/ }));
    expect(screen.getByRole('alert').textContent).toBe('이번 달 결제 한도를 넘습니다.');
    expect(screen.getByRole('button', { name: '결제하기' }).hasAttribute('disabled')).toBe(true);
  });
});
