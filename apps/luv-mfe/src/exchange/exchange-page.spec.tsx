import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToastStore } from '@luvcast/ui';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ExchangePage } from './exchange-page';

const me = { loginId: 'bjstar01', nickname: '별빛BJ', PI: true, profileImage: null, role: 'J' };
const rate = { eventId: 1, title: '러브 환전 이벤트', bonusPercent: 10, rate: 1.1, minAmount: 1000, memberCap: 100000, startsAt: '2026-11-25T00:00:00.000Z', endsAt: '2027-02-23T00:00:00.000Z' };
const status = (s: string) => ({ eventId: 1, status: s, startsAt: rate.startsAt, endsAt: rate.endsAt, mine: { exchanged: 0, limit: 100000, earnings: 50000 } });

describe('/luv/exchange', () => {
  it('shows the terms and the bonus of an amount, and exchanges it under one key', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/events/exchange/rate': jsonResponse(200, rate),
      'GET /api/events/exchange/amount/now': jsonResponse(200, { eventId: 1, now: 20000, remaining: 9980000 }),
      'GET /api/events/exchange/status': jsonResponse(200, status('open')),
      'POST /api/events/exchange/apply': jsonResponse(200, { applicationId: 3, amount: 20000, bonus: 2000, luvSum: 22000, earnings: 30000 }),
    });
    renderWithProviders(<ExchangePage />, { route: '/luv/exchange' });
    expect(await screen.findByRole('heading', { name: '러브 환전 이벤트' })).toBeTruthy();
    const amount = await screen.findByLabelText(/환전할 수익/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    expect(document.querySelector('[data-exchange-bonus]')?.getAttribute('data-exchange-bonus')).toBe('2000');
    await userEvent.click(screen.getByRole('button', { name: '환전하기' }));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)?.message).toBe('22,000 러브로 환전했습니다.'));
    const sent = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/events/exchange/apply'))!;
    expect(await sent.clone().json()).toEqual({ amount: 20000 });
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when the event has ended, with no form', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: me }),
      'GET /api/events/exchange/rate': jsonResponse(200, rate),
      'GET /api/events/exchange/amount/now': jsonResponse(200, { eventId: 1, now: 0, remaining: 10000000 }),
      'GET /api/events/exchange/status': jsonResponse(200, status('ended')),
    });
    renderWithProviders(<ExchangePage />, { route: '/luv/exchange' });
    expect(await screen.findByText('이벤트가 끝났습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '환전하기' })).toBeNull();
  });
});
