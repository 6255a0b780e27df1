import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { PaymentsPage } from './payments-page';

const me = { loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' };
const payment = { paymentId: 'c0ffee00-0000-4000-8000-000000000001', status: 9, luv: 10000, bonus: 100, price: 11000, supplyValue: 10000, vat: 1000, method: 'creditcard', cardCode: 'CARD', approvalNo: '1', failureReason: null, virtualAccount: null, createdAt: '2026-11-26T01:00:00.000Z', approvedAt: '2026-11-26T01:00:05.000Z', cancelledAt: null, cancellable: true };

describe('/luv/payments', () => {
  it('lists the payments with their status, each linking to its page', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: me }), 'GET /api/shoppings/flax/payments': jsonResponse(200, { list: [payment], total: 1, offset: 0, limit: 10 }) });
    renderWithProviders(<PaymentsPage />, { route: '/luv/payments' });
    expect((await screen.findByRole('link', { name: '10,100 러브' })).getAttribute('href')).toBe(`/luv/payments/${payment.paymentId}`);
    expect(screen.getByRole('cell', { name: '결제 완료' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '11,000원' })).toBeTruthy();
  });

  it('says there are no payments yet and links to the shop', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: me }), 'GET /api/shoppings/flax/payments': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 10 }) });
    renderWithProviders(<PaymentsPage />, { route: '/luv/payments' });
    expect(await screen.findByText(/결제 내역이 없습니다/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '충전하기' }).getAttribute('href')).toBe('/luv/shop');
  });
});
