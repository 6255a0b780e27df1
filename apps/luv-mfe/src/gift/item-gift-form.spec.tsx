import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ItemGiftForm } from './item-gift-form';

const me = { loginId: 'demo1234', nickname: '데모회원', role: 'V' };
const items = {
  list: [
    { itemId: 4, prodName: 'heart', itemCode: 1001, name: '하트', quantity: 5, unitPrice: 100, message: false },
    { itemId: 6, prodName: 'megaphone', itemCode: 2002, name: '확성기', quantity: 1, unitPrice: 1000, message: true },
  ],
  total: 2,
};

describe('the items of the gift dialog', () => {
  it('sends a message item with its text and font style to the channel, then closes', async () => {
    const onSent = jest.fn();
    stubFetch({ 'GET /api/my/items': jsonResponse(200, items), 'POST /api/my/item/6/use': jsonResponse(200, { giftId: 1, prodName: 'megaphone', itemCode: 2002, used: 1, left: 0, amount: 1000 }) });
    renderWithProviders(<ItemGiftForm channelId={7} nickname="별빛BJ" onSent={onSent} />, { me });
    await userEvent.click(await screen.findByRole('button', { name: '확성기 1개' }));
    await userEvent.type(screen.getByLabelText('함께 보낼 메시지'), '모두 안녕');
    await userEvent.selectOptions(screen.getByLabelText('글꼴'), 'rainbow');
    await userEvent.click(screen.getByRole('button', { name: '아이템 보내기' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/my/item/6/use'))!;
    expect(await sent.clone().json()).toEqual({ channelId: 7, prodName: 'megaphone', quantity: 1, content: '모두 안녕', fontStyle: 'rainbow' });
  });

  it('shows nothing to a member without items', async () => {
    stubFetch({ 'GET /api/my/items': jsonResponse(200, { list: [], total: 0 }) });
    const { container } = renderWithProviders(<ItemGiftForm channelId={7} nickname="별빛BJ" onSent={() => undefined} />, { me });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/my/items'))).toBe(true));
    expect(container.querySelector('form')).toBeNull();
  });
});
