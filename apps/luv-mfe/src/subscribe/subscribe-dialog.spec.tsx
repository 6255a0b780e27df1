import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@luvcast/ui';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { SubscribeDialog } from './subscribe-dialog';

const me = { loginId: 'demo1234', nickname: '데모회원', role: 'V' };
const plans = [
  { itemCode: 700, months: 1, price: 3300 },
  { itemCode: 701, months: 3, price: 9900 },
];
const line = (over: object = {}) => ({
  subscriptionId: 5,
  channelId: 7,
  loginId: 'bjstar01',
  nickname: '별빛BJ',
  channelTitle: '방송',
  status: 1,
  itemCode: 701,
  months: 3,
  price: 9900,
  startedAt: '2026-11-26T00:00:00.000Z',
  periodEnd: '2027-02-26T00:00:00.000Z',
  renewals: 0,
  active: true,
  giftedBy: null,
  ...over,
});
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.url.endsWith(path));

describe('the subscribe dialog', () => {
  it('subscribes with the chosen plan under one key, then says so and closes', async () => {
    const onClose = jest.fn();
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12000 }),
      'GET /api/channels/7/subscription': jsonResponse(200, { channelId: 7, open: true, plans, subscription: null, subscriberCount: 3 }),
      'POST /api/my/subscriptions': jsonResponse(200, { subscription: line(), luvSum: 2100 }),
    });
    renderWithProviders(<SubscribeDialog channelId={7} nickname="별빛BJ" onClose={onClose} />, { me });
    await userEvent.click(await screen.findByRole('button', { name: '3개월 · 9,900 러브' }));
    expect(screen.getByRole('button', { name: '3개월 · 9,900 러브' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '구독하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = posts('/api/my/subscriptions');
    expect(await sent.clone().json()).toEqual({ channelId: 7, itemCode: 701 });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('별빛BJ님을 구독했습니다.');
  });

  it("shows the API's refusal and the shop when the balance is short", async () => {
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 1000 }),
      'GET /api/channels/7/subscription': jsonResponse(200, { channelId: 7, open: true, plans, subscription: null, subscriberCount: 0 }),
      'POST /api/my/subscriptions': jsonResponse(400, { msg: '러브 잔액이 부족합니다.', code: 'luv.insufficient' }),
    });
    renderWithProviders(<SubscribeDialog channelId={7} nickname="별빛BJ" onClose={() => undefined} />, { me });
    expect(await screen.findByText(/보유 러브가 부족합니다/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '구독하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('러브 잔액이 부족합니다.');
  });

  it('shows a subscription in force with its next renewal, and cancels the renewal', async () => {
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 0 }),
      'GET /api/channels/7/subscription': jsonResponse(200, { channelId: 7, open: true, plans, subscription: line(), subscriberCount: 1 }),
      'POST /api/my/subscriptions/5/renewal-cancel': jsonResponse(200, { subscription: line({ status: 5 }), luvSum: 0 }),
    });
    renderWithProviders(<SubscribeDialog channelId={7} nickname="별빛BJ" onClose={() => undefined} />, { me });
    expect((await screen.findByText('구독 중')).closest('p')?.textContent).toContain('다음 갱신');
    await userEvent.click(screen.getByRole('button', { name: '갱신 취소' }));
    await waitFor(() => expect(posts('/api/my/subscriptions/5/renewal-cancel')).toHaveLength(1));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)?.message).toContain('다음 갱신을 취소했습니다.'));
  });

  it('says so when the channel takes no subscriptions', async () => {
    stubFetch({ 'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 0 }), 'GET /api/channels/7/subscription': jsonResponse(200, { channelId: 7, open: false, plans, subscription: null, subscriberCount: 0 }) });
    renderWithProviders(<SubscribeDialog channelId={7} nickname="별빛BJ" onClose={() => undefined} />, { me });
    expect(await screen.findByText('이 채널은 구독을 받지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '구독하기' })).toBeNull();
  });

  it('gives one month to another member by login ID', async () => {
    const onClose = jest.fn();
    stubFetch({
      'GET /api/luv/luv-sum': jsonResponse(200, { luvSum: 12000 }),
      'GET /api/channels/7/subscription': jsonResponse(200, { channelId: 7, open: true, plans, subscription: null, subscriberCount: 3 }),
      'POST /api/my/subscriptions/gift': jsonResponse(200, { subscription: line({ status: 4, itemCode: 704, active: false, periodEnd: null, startedAt: null, giftedBy: 'demo1234' }), luvSum: 8700 }),
    });
    renderWithProviders(<SubscribeDialog channelId={7} nickname="별빛BJ" onClose={onClose} />, { me });
    await userEvent.type(await screen.findByLabelText(/받을 회원의 아이디/), 'friend01');
    await userEvent.click(screen.getByRole('button', { name: '구독 선물하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = posts('/api/my/subscriptions/gift');
    expect(await sent.clone().json()).toEqual({ channelId: 7, loginId: 'friend01' });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToastStore.getState().toasts.at(-1)?.message).toBe('friend01님에게 구독 1개월을 선물했습니다.');
  });
});
