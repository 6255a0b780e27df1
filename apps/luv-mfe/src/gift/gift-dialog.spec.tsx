import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '@luvcast/brand-config';
import { BrandContext } from '@luvcast/shell-kit';
import { useToastStore } from '@luvcast/ui';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { GiftDialog } from './gift-dialog';

const me = { loginId: 'demo1234', nickname: '데모회원', role: 'V' };
const gifts = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/lives/gift'));

describe('the gift dialog', () => {
  it('sends the chosen amount and message to the channel under one key, then says so and closes', async () => {
    const onClose = jest.fn();
    stubFetch({ 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12000 }), 'POST /api/lives/gift': jsonResponse(200, { giftId: 1, amount: 5000, luvSum: 7000, streamId: 3 }) });
    renderWithProviders(<GiftDialog channelId={7} nickname="별빛BJ" onClose={onClose} />, { me });
    expect(screen.getByText(/님에게 러브를 선물합니다/)).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-balance]')?.getAttribute('data-balance')).toBe('12000'));
    await userEvent.click(screen.getByRole('button', { name: '5,000' }));
    expect(screen.getByRole('button', { name: '5,000' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: '메시지 (선택)' }), '응원해요');
    await userEvent.click(screen.getByRole('button', { name: '선물하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await gifts()[0].clone().json()).toEqual({ channelId: 7, amount: 5000, message: '응원해요' });
    expect(gifts()[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('별빛BJ님에게 5,000 러브를 선물했습니다.');
  });

  it('sends the same gift again with the same key after a dropped connection, and a new key for another amount', async () => {
    let answer: 'drop' | 'ok' = 'drop';
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12000 }),
      'POST /api/lives/gift': () => (answer === 'drop' ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(200, { giftId: 1, amount: 1000, luvSum: 11000, streamId: null })),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = jest.fn();
    renderWithProviders(<GiftDialog channelId={7} nickname="별빛BJ" onClose={onClose} />, { me });
    await userEvent.click(screen.getByRole('button', { name: '선물하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('연결이 끊겼습니다. 다시 시도해 주세요.');
    answer = 'ok';
    await userEvent.click(screen.getByRole('button', { name: '선물하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = gifts();
    expect(second.headers.get('Idempotency-Key')).toBe(first.headers.get('Idempotency-Key'));
  });

  it("names the brand's currency and offers the shop when the balance is short, with the API's refusal", async () => {
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 50 }),
      'POST /api/lives/gift': jsonResponse(400, { msg: '코인 잔액이 부족합니다.', code: 'luv.insufficient' }),
    });
    renderWithProviders(<GiftDialog channelId={7} nickname="별빛BJ" onClose={() => undefined} />, { me, wrapper: ({ children }) => <BrandContext.Provider value={brands.bell}>{children}</BrandContext.Provider> });
    expect((await screen.findByRole('status')).textContent).toContain('보유 코인이 부족합니다.');
    await userEvent.click(screen.getByRole('button', { name: '선물하기' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('코인 잔액이 부족합니다.');
    expect(screen.getAllByRole('link', { name: '충전하기' })[0].getAttribute('href')).toBe('/luv/shop');
  });

  it("offers the broadcaster's own quick amounts", async () => {
    stubFetch({ 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12000 }), 'GET /api/channels/7/luv-preset': jsonResponse(200, { channelId: 7, presets: [50, 300] }) });
    renderWithProviders(<GiftDialog channelId={7} nickname="별빛BJ" onClose={() => undefined} />, { me });
    expect(await screen.findByRole('button', { name: '300' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '50' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '5,000' })).toBeNull();
  });
});
