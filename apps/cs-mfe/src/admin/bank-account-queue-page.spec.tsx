import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { BankAccountQueuePage } from './bank-account-queue-page';

const operator = { loginId: 'opdemo01', nickname: '운영자', PI: true, profileImage: null, role: 'O' };
const application = {
  loginId: 'caster01',
  nickname: '별빛',
  brand: 'luv',
  bankCode: '004',
  bankName: 'KB국민은행',
  holderName: '홍길동',
  account: '********9012',
  status: 'pending',
  rejectReason: null,
  updatedAt: '2026-11-26T01:00:00.000Z',
  accountNumber: '123456789012',
};

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:bankbook');
  URL.revokeObjectURL = jest.fn();
});

describe('/cs/admin/bank-accounts', () => {
  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: { ...operator, role: 'V' } }) });
    renderWithProviders(<BankAccountQueuePage />, { route: '/cs/admin/bank-accounts' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });

  it('lists a pending account with the whole number, shows the bank-book copy through the API and approves the application with the number shown', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/bank-accounts': jsonResponse(200, { list: [application] }),
      'GET /api/admin/bank-accounts/caster01/bankbook': new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } }),
      'PUT /api/admin/bank-accounts/caster01': jsonResponse(200, { ...application, status: 'approved' }),
    });
    renderWithProviders(<BankAccountQueuePage />, { route: '/cs/admin/bank-accounts' });
    const card = await screen.findByRole('article', { name: '별빛님의 계좌 신청' });
    expect(card.textContent).toContain('KB국민은행');
    expect(card.textContent).toContain('홍길동');
    expect(card.textContent).toContain('123456789012');
    await userEvent.click(within(card).getByRole('button', { name: '통장 사본 보기' }));
    const copy = await within(card).findByRole('img', { name: '별빛님의 통장 사본' });
    expect(copy.getAttribute('src')).toBe('blob:bankbook');
    // fetched by the client (client header, cookies), not by the <img>
    expect(calls.find((c) => c.url.endsWith('/bankbook'))!.headers.get('X-Luvcast-Client')).toBe('web');
    await userEvent.click(within(card).getByRole('button', { name: '승인' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ action: 'approve', reason: '', accountNumber: '123456789012' });
  });

  it('rejects only with a reason, and shows the refusal of the API', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: operator }),
      'GET /api/admin/bank-accounts': jsonResponse(200, { list: [application] }),
      'PUT /api/admin/bank-accounts/caster01': jsonResponse(404, { code: 'bank.notFound', msg: '등록된 계좌가 없습니다.' }),
    });
    renderWithProviders(<BankAccountQueuePage />, { route: '/cs/admin/bank-accounts' });
    const form = await screen.findByRole('form', { name: '계좌 심사' });
    await userEvent.click(within(form).getByRole('button', { name: '반려' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('반려 사유를 입력해주세요.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(form).getByRole('textbox', { name: '반려 사유' }), '사본이 흐립니다');
    await userEvent.click(within(form).getByRole('button', { name: '반려' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await calls.find((c) => c.method === 'PUT')!.clone().json()).toEqual({ action: 'reject', reason: '사본이 흐립니다', accountNumber: '123456789012' });
    expect((await within(form).findByRole('alert')).textContent).toBe('등록된 계좌가 없습니다.');
  });

  it('says when nothing waits', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: operator }), 'GET /api/admin/bank-accounts': jsonResponse(200, { list: [] }) });
    renderWithProviders(<BankAccountQueuePage />, { route: '/cs/admin/bank-accounts' });
    expect(await screen.findByText('승인을 기다리는 계좌가 없습니다.')).toBeTruthy();
  });
});
