import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { PaymentPage } from './payment-page';

const member = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const payment = (patch: object = {}) => ({
  paymentId: 'c0ffee00-0000-4000-8000-000000000001',
  status: 9,
  luv: 10000,
  bonus: 100,
  price: 11000,
  supplyValue: 10000,
  vat: 1000,
  method: 'creditcard',
  cardCode: 'CARD',
  approvalNo: '12345678',
  failureReason: null,
  virtualAccount: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  approvedAt: '2026-11-26T01:00:05.000Z',
  cancelledAt: null,
  cancellable: true,
  ...patch,
});
const route = '/luv/payments/c0ffee00-0000-4000-8000-000000000001';

describe('/luv/payments/:paymentId', () => {
  it('shows an approved payment with the luv charged, its receipt link, and cancels it after asking', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      [`GET /api/shoppings/payments/${payment().paymentId}`]: jsonResponse(200, payment()),
      'GET /api/shoppings/flax/payments-cancel': jsonResponse(200, payment({ status: 7, cancellable: false, cancelledAt: '2026-11-26T02:00:00.000Z' })),
    });
    renderWithProviders(<PaymentPage />, { route, path: '/luv/payments/:paymentId' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('결제 완료'));
    expect(screen.getByText('10,100 러브가 충전되었습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '영수증 보기' }).getAttribute('href')).toBe(`${route}/receipt`);
    await userEvent.click(screen.getByRole('button', { name: '결제 취소' }));
    await userEvent.click(await screen.findByRole('button', { name: '취소하기' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('결제 취소'));
    const cancel = calls.find((c) => c.url.includes('payments-cancel'))!;
    expect(new URL(cancel.url).searchParams.get('paymentId')).toBe(payment().paymentId);
    expect(cancel.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('button', { name: '결제 취소' })).toBeNull();
  });

  it('shows the virtual account to deposit into while it waits, and the luv once the deposit arrived', async () => {
    let status = 0;
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      [`GET /api/shoppings/payments/${payment().paymentId}`]: () =>
        jsonResponse(200, status === 0 ? payment({ status: 0, method: 'virtualaccount', approvedAt: null, virtualAccount: { bank: '국민은행', account: '9123456789012', holder: '러브캐스트(샌드박스)', dueAt: '2026-11-29T01:00:00.000Z' } }) : payment({ method: 'virtualaccount' })),
    });
    jest.useFakeTimers({ advanceTimers: true });
    renderWithProviders(<PaymentPage />, { route, path: '/luv/payments/:paymentId' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('입금 대기'));
    expect(screen.getByText('9123456789012')).toBeTruthy();
    expect(screen.getByText('국민은행')).toBeTruthy();
    status = 9;
    jest.advanceTimersByTime(3000);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('결제 완료'));
    jest.useRealTimers();
  });

  it('shows why a payment failed and offers no cancel', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: member }),
      [`GET /api/shoppings/payments/${payment().paymentId}`]: jsonResponse(200, payment({ status: 8, approvedAt: null, cancellable: false, failureReason: '카드사에서 승인을 거절했습니다.' })),
    });
    renderWithProviders(<PaymentPage />, { route, path: '/luv/payments/:paymentId' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('승인 오류'));
    expect(screen.getByText('카드사에서 승인을 거절했습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제 취소' })).toBeNull();
  });
});
