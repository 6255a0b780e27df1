import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch, type FetchRoutes } from '@luvcast/web-testing';
import { WithdrawPage } from './withdraw-page';

const profile = { loginId: 'bjstar01', nickname: '별빛BJ', PI: true, profileImage: null, role: 'J' };
const account = { bankCode: '004', bankName: 'KB국민은행', holderName: '홍길동', account: '********9012', status: 'approved', rejectReason: null, updatedAt: '2026-11-26T00:00:00.000Z' };
const withdrawal = { withdrawId: 3, amount: 10000, rate: 1, gross: 10000, fee: 3000, incomeTax: 210, localTax: 20, net: 6770, status: 1, bank: { code: '004', name: 'KB국민은행', holder: '홍길동', account: '********9012' }, reason: null, createdAt: '2026-11-26T01:00:00.000Z', processedAt: null, cancellable: true };
const routes = (patch: FetchRoutes = {}): FetchRoutes => ({
  'GET /api/my/profile': jsonResponse(200, { profile }),
  'GET /api/luv/received': jsonResponse(200, { earnings: 25000, receivedLuvSum: 25000, giftCount: 4 }),
  'GET /api/luv/waiting': jsonResponse(200, { waiting: 0, count: 0 }),
  'GET /api/my/banks': jsonResponse(200, { banks: [{ code: '004', name: 'KB국민은행' }], account }),
  'GET /api/luv/withdraw-list': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 10 }),
  ...patch,
});

/** Node's multipart classes (tools/jest/jsdom-environment.cjs): the form's FormData goes through Node's Request. */
const nodeForms = (globalThis as unknown as { __nodeFormClasses: { FormData: typeof FormData; File: typeof File } }).__nodeFormClasses;

describe('/luv/withdraw', () => {
  it('previews the amount as the API will pay it, asks with the same numbers, and applies under one key', async () => {
    stubFetch(routes({ 'POST /api/luv/withdraw': jsonResponse(201, withdrawal) }));
    renderWithProviders(<WithdrawPage />, { route: '/luv/withdraw' });
    await waitFor(() => expect(document.querySelector('[data-available]')?.getAttribute('data-available')).toBe('25000'));
    const form = await screen.findByRole('form', { name: '출금 신청' });
    await userEvent.type(within(form).getByRole('textbox', { name: '출금할 러브' }), '9999');
    expect(within(form).getByRole('alert').textContent).toBe('10,000 러브부터 출금할 수 있습니다.');
    await userEvent.clear(within(form).getByRole('textbox', { name: '출금할 러브' }));
    await userEvent.type(within(form).getByRole('textbox', { name: '출금할 러브' }), '10000');
    const preview = form.querySelector('[data-preview]')!;
    expect(preview.textContent).toBe('출금 금액10,000원플랫폼 수수료 (30%)-3,000원소득세 (3%)-210원지방소득세 (0.3%)-20원실수령액6,770원');
    await userEvent.click(within(form).getByRole('button', { name: '출금 신청' }));
    const dialog = await screen.findByRole('alertdialog', { name: '출금 신청' });
    expect(dialog.querySelector('[data-net]')?.textContent).toBe('6,770원');
    await userEvent.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.clone().json()).toEqual({ amount: 10000 });
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses more than the earnings before asking, and lists a requested withdrawal with its cancel', async () => {
    stubFetch(routes({ 'GET /api/luv/withdraw-list': jsonResponse(200, { list: [withdrawal], total: 1, offset: 0, limit: 10 }), 'GET /api/luv/withdraw-cancel': jsonResponse(200, { ...withdrawal, status: 4, cancellable: false }) }));
    renderWithProviders(<WithdrawPage />, { route: '/luv/withdraw' });
    const form = await screen.findByRole('form', { name: '출금 신청' });
    await userEvent.type(within(form).getByRole('textbox', { name: '출금할 러브' }), '25001');
    expect(within(form).getByRole('alert').textContent).toBe('출금 가능한 금액을 넘었습니다.');
    expect(within(form).getByRole('button', { name: '출금 신청' }).hasAttribute('disabled')).toBe(true);
    const row = await screen.findByRole('row', { name: /6,770원/ });
    expect(row.textContent).toContain('신청');
    await userEvent.click(within(row).getByRole('button', { name: '신청 취소' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('withdraw-cancel?withdrawId=3'))).toBe(true));
  });

  it('asks for a bank account with the bank-book copy before anything else, and posts it as multipart', async () => {
    const jsdomFormData = globalThis.FormData;
    globalThis.FormData = nodeForms.FormData;
    try {
      await postsTheApplication();
    } finally {
      globalThis.FormData = jsdomFormData;
    }
  });
});

/** The bank-account application of the test above, with Node's FormData in place. */
async function postsTheApplication() {
  stubFetch(routes({ 'GET /api/my/banks': jsonResponse(200, { banks: [{ code: '004', name: 'KB국민은행' }], account: null }), 'POST /api/cs/accountChange': jsonResponse(200, { ...account, status: 'pending' }) }));
  renderWithProviders(<WithdrawPage />, { route: '/luv/withdraw', me: { loginId: 'bjstar01', nickname: '별빛BJ', role: 'J' } as never });
  const form = await screen.findByRole('form', { name: '출금 계좌 등록' });
  expect(screen.queryByRole('form', { name: '출금 신청' })).toBeNull();
  await userEvent.selectOptions(within(form).getByRole('combobox', { name: '은행' }), '004');
  await userEvent.type(within(form).getByRole('textbox', { name: '예금주 (본인인증한 이름)' }), '홍길동');
  await userEvent.type(within(form).getByRole('textbox', { name: '계좌번호' }), '123-456-789012');
  await userEvent.upload(within(form).getByLabelText('통장 사본 (JPG, PNG, PDF, 5MB까지)'), new nodeForms.File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bankbook.png', { type: 'image/png' }));
  await userEvent.click(within(form).getByRole('button', { name: '계좌 등록 신청' }));
  expect(await screen.findByText('운영자 확인 중')).toBeTruthy();
  const post = calls.find((c) => c.method === 'POST')!;
  expect(post.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  const body = await post.clone().formData();
  expect(body.get('memberId')).toBe('bjstar01');
  expect(body.get('bankCode')).toBe('004');
  expect(body.get('bankAccount')).toBe('123-456-789012');
  expect((body.get('bankbook') as File).name).toBe('bankbook.png');
}
