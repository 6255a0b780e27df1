import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@luvcast/ui';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ItemsPage } from './items-page';

const me = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const shop = { items: [{ prodName: 'heart', itemCode: 1001, price: 100, message: false, name: '하트' }] };
const heart = (quantity: number) => ({ itemId: 4, prodName: 'heart', itemCode: 1001, name: '하트', quantity, unitPrice: 100, message: false });

describe('/luv/items', () => {
  it('buys the chosen number of an item under one key and shows it among the items held', async () => {
    let held = [] as object[];
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/shoppings/items': jsonResponse(200, shop),
      'GET /api/my/items': () => jsonResponse(200, { list: held, total: held.length }),
      'POST /api/shoppings/items': () => ((held = [heart(3)]), jsonResponse(200, { item: heart(3), luvSum: 700 })),
    });
    renderWithProviders(<ItemsPage />, { route: '/luv/items' });
    expect(await screen.findByText(/보유한 아이템이 없습니다/)).toBeTruthy();
    const quantity = await screen.findByLabelText('하트 수량');
    fireEvent.change(quantity, { target: { value: '3' } });
    await userEvent.click(screen.getByRole('button', { name: '하트 3개 구매 (300 러브)' }));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)?.message).toBe('하트 3개를 구매했습니다.'));
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/shoppings/items'))!;
    expect(await sent.clone().json()).toEqual({ prodName: 'heart', quantity: 3 });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByText('3개')).closest('li')?.getAttribute('data-held')).toBe('heart');
  });
});
