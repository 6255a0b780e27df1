// Withdrawals of earned luv: the bank account (multipart application with a bank-book copy,
// checked by its bytes; an operator approves it), the preview's exact amounts, applying, cancelling,
// an operator processing, paying and rejecting, and the ledger after each step.
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, WITHDRAWAL_STATUS } from '@luvcast/contracts';
import { SYSTEM_ACCOUNTS } from '@luvcast/db';
import { multipart, png } from '../../testing/files';
import { luvTestConfig } from '../../testing/luv-room';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

const PNG = png();
let t: TestApp;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp({ uploads: true, config: luvTestConfig() });
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** A broadcaster (verified unless said otherwise, named 홍길동) who received `earned` luv in gifts. */
async function broadcaster(earned: number, verified = true) {
  const who = await signedInMember(t.app, { prefix: 'caster', name: '홍길동', identityVerified: verified, role: 'J' });
  if (earned) {
    const issuance = await t.app.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    await t.app.ledger.transfer({ from: issuance, to: await t.app.ledger.earningsAccount(who.id), amount: earned, idempotencyKey: `spec:earn:${who.loginId}` });
  }
  return who;
}

const fieldsOf = (loginId: string, extra: Record<string, string> = {}) => ({ memberId: loginId, phone: '010-1234-5678', bankCode: '004', bankHolderName: '홍길동', bankAccount: '123-456-789012', business_number: '', ...extra });
function applyAccount(jar: CookieJar, fields: Record<string, string>, file: { bytes: Buffer; type?: string; filename?: string } | null = { bytes: PNG }) {
  const body = multipart(fields, file ? [{ name: 'bankbook', filename: file.filename ?? 'bankbook.png', type: file.type ?? 'image/png', bytes: file.bytes }] : []);
  return t.app.inject({ method: 'POST', url: '/api/cs/accountChange', headers: { ...mutatingHeaders(jar), 'content-type': body.contentType }, payload: body.payload });
}
const get = (jar: CookieJar, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });
const put = (jar: CookieJar, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(jar), payload });
const withdraw = (jar: CookieJar, amount: unknown, key: string | null = randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/api/luv/withdraw', headers: { ...mutatingHeaders(jar), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload: { amount } });
async function approvedBroadcaster(earned: number) {
  const b = await broadcaster(earned);
  expect((await applyAccount(b.jar, fieldsOf(b.loginId))).statusCode).toBe(200);
  expect((await put(operator, `/api/admin/bank-accounts/${b.loginId}`, { action: 'approve' })).json()).toMatchObject({ status: 'approved' });
  return b;
}

describe('the bank account for withdrawals', () => {
  it('lists the banks, files an application with its bank-book copy (pending, masked), and lets an operator see the copy and approve it', async () => {
    const b = await broadcaster(0);
    const banks = (await get(b.jar, '/api/my/banks')).json();
    expect(banks.account).toBeNull();
    expect(banks.banks).toContainEqual({ code: '004', name: 'KB국민은행' });
    const res = await applyAccount(b.jar, fieldsOf(b.loginId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bankCode: '004', bankName: 'KB국민은행', holderName: '홍길동', account: '********9012', status: 'pending', rejectReason: null });
    expect((await get(b.jar, '/api/my/banks')).json().account).toMatchObject({ status: 'pending' });
    expect((await get(operator, '/api/admin/bank-accounts')).json().list).toContainEqual(expect.objectContaining({ loginId: b.loginId, status: 'pending' }));
    const copy = await get(operator, `/api/admin/bank-accounts/${b.loginId}/bankbook`);
    expect(copy.headers['content-type']).toBe('image/png');
    expect(copy.rawPayload.equals(PNG)).toBe(true);
    expect((await get(b.jar, `/api/admin/bank-accounts/${b.loginId}/bankbook`)).statusCode).toBe(403);
    expect((await put(operator, `/api/admin/bank-accounts/${b.loginId}`, { action: 'reject', reason: '사본이 흐립니다' })).json()).toMatchObject({ status: 'rejected', rejectReason: '사본이 흐립니다' });
    // a decided application changes only with the number the operator saw (a correction)
    expect((await put(operator, `/api/admin/bank-accounts/${b.loginId}`, { action: 'approve' })).statusCode).toBe(409);
    expect((await put(operator, `/api/admin/bank-accounts/${b.loginId}`, { action: 'approve', accountNumber: '123456789012' })).json()).toMatchObject({ status: 'approved', rejectReason: null });
  });

  it('refuses another member’s id, another holder, a bad account number, a bank that does not exist, no copy, a copy that is no image and one over 5 MB', async () => {
    const b = await broadcaster(0);
    const refused = async (fields: Record<string, string>, file: Parameters<typeof applyAccount>[2], status: number, code: string) => {
      const res = await applyAccount(b.jar, fields, file);
      expect(res.statusCode).toBe(status);
      expect(res.json().code).toBe(code);
    };
    await refused(fieldsOf('someoneelse'), { bytes: PNG }, 403, 'bank.memberMismatch');
    await refused(fieldsOf(b.loginId, { bankHolderName: '김철수' }), { bytes: PNG }, 400, 'bank.holder.mismatch');
    await refused(fieldsOf(b.loginId, { bankAccount: '12ab' }), { bytes: PNG }, 400, 'bank.account.invalid');
    await refused(fieldsOf(b.loginId, { bankCode: '999' }), { bytes: PNG }, 400, 'bank.code.invalid');
    await refused(fieldsOf(b.loginId), null, 400, 'bank.file.required');
    await refused(fieldsOf(b.loginId), { bytes: Buffer.from('<?php echo 1; ?>'), filename: 'bankbook.png' }, 415, 'bank.file.type');
    await refused(fieldsOf(b.loginId), { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }, 413, 'bank.file.size');
    expect((await get(b.jar, '/api/my/banks')).json().account).toBeNull();
  });
});

describe('withdrawals', () => {
  it('previews the exact amounts: 10,000 luv -> 10,000 KRW, fee 3,000, income tax 210, local tax 20, net 6,770', async () => {
    const b = await broadcaster(12_345);
    expect((await get(b.jar, '/api/luv/withdraw-preview?amount=10000')).json()).toEqual({ amount: 10_000, rate: 1, gross: 10_000, fee: 3_000, feePercent: 30, incomeTax: 210, localTax: 20, net: 6_770, minimum: 10_000, available: 12_345 });
    expect((await get(b.jar, '/api/luv/withdraw-preview?amount=12345')).json()).toMatchObject({ fee: 3_703, incomeTax: 250, localTax: 20, net: 8_372 });
  });

  it('refuses a member without identity verification, without an approved account, under the minimum and over the earnings', async () => {
    const unverified = await broadcaster(20_000, false);
    expect((await withdraw(unverified.jar, 10_000)).json()).toMatchObject({ code: 'luv.withdraw.identity', msg: '본인인증을 한 회원만 출금할 수 있습니다.' });
    const noAccount = await broadcaster(20_000);
    expect((await withdraw(noAccount.jar, 10_000)).json()).toMatchObject({ code: 'luv.withdraw.account' });
    const b = await approvedBroadcaster(20_000);
    expect((await withdraw(b.jar, 9_999)).json()).toMatchObject({ code: 'luv.withdraw.minimum', msg: '10,000 러브부터 출금할 수 있습니다.' });
    expect((await withdraw(b.jar, 20_001)).json()).toMatchObject({ code: 'luv.withdraw.exceeds', msg: '출금 가능한 금액을 넘었습니다.' });
    for (const amount of [0, -5, 1.5, '10000']) expect((await withdraw(b.jar, amount)).statusCode).toBe(400);
    expect(await t.app.ledger.earningsOfMember(b.id)).toBe(20_000);
  });

  it('holds the luv when applied for, gives them back when cancelled, and applies once per key', async () => {
    const b = await approvedBroadcaster(30_000);
    const key = randomUUID();
    const res = await withdraw(b.jar, 10_000, key);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 10_000, gross: 10_000, net: 6_770, status: WITHDRAWAL_STATUS.requested, cancellable: true, bank: { code: '004', name: 'KB국민은행', holder: '홍길동', account: '********9012' } });
    expect((await withdraw(b.jar, 10_000, key)).json().withdrawId).toBe(res.json().withdrawId);
    expect(await t.app.ledger.earningsOfMember(b.id)).toBe(20_000);
    expect((await get(b.jar, '/api/luv/waiting')).json()).toEqual({ waiting: 10_000, count: 1 });
    expect((await get(b.jar, '/api/luv/withdraw-list')).json()).toMatchObject({ total: 1, list: [{ withdrawId: res.json().withdrawId }] });
    const cancel = await get(b.jar, `/api/luv/withdraw-cancel?withdrawId=${res.json().withdrawId}`);
    expect(cancel.json()).toMatchObject({ status: WITHDRAWAL_STATUS.cancelled, cancellable: false });
    expect(await t.app.ledger.earningsOfMember(b.id)).toBe(30_000);
    expect((await get(b.jar, `/api/luv/withdraw-cancel?withdrawId=${res.json().withdrawId}`)).json()).toMatchObject({ code: 'luv.withdraw.notCancellable' });
    expect((await get(b.jar, '/api/luv/withdraw-cancel?withdrawId=999999')).statusCode).toBe(404);
  });

  it("is processed and paid by an operator: the held luv split into paid (net), tax withheld and the platform's fee; the books verify", async () => {
    const b = await approvedBroadcaster(10_000);
    const account = async (code: string) => t.app.ledger.balanceOfAccount(await t.app.ledger.systemAccount(code));
    const before = { paid: await account(SYSTEM_ACCOUNTS.withdrawalsPaid), tax: await account(SYSTEM_ACCOUNTS.taxWithheld), revenue: await account(SYSTEM_ACCOUNTS.platformRevenue), pending: await account(SYSTEM_ACCOUNTS.withdrawalsPending) };
    const id = (await withdraw(b.jar, 10_000)).json().withdrawId as number;
    expect((await get(operator, '/api/admin/withdrawals')).json().list).toContainEqual(expect.objectContaining({ withdrawId: id }));
    expect((await put(operator, `/api/admin/withdrawals/${id}`, { action: 'process' })).json()).toMatchObject({ status: WITHDRAWAL_STATUS.processing });
    expect((await get(b.jar, `/api/luv/withdraw-cancel?withdrawId=${id}`)).json()).toMatchObject({ code: 'luv.withdraw.notCancellable' });
    expect((await put(operator, `/api/admin/withdrawals/${id}`, { action: 'pay' })).json()).toMatchObject({ status: WITHDRAWAL_STATUS.paid, processedAt: expect.any(String) });
    expect((await put(operator, `/api/admin/withdrawals/${id}`, { action: 'pay' })).statusCode).toBe(409);
    expect(await account(SYSTEM_ACCOUNTS.withdrawalsPaid)).toBe(before.paid + 6_770);
    expect(await account(SYSTEM_ACCOUNTS.taxWithheld)).toBe(before.tax + 230);
    expect(await account(SYSTEM_ACCOUNTS.platformRevenue)).toBe(before.revenue + 3_000);
    expect(await account(SYSTEM_ACCOUNTS.withdrawalsPending)).toBe(before.pending);
    expect(await t.app.ledger.earningsOfMember(b.id)).toBe(0);
    expect((await get(b.jar, '/api/luv/waiting')).json()).toEqual({ waiting: 0, count: 0 });
    await t.app.ledger.sealAll();
    expect((await t.app.ledger.verify()).problems).toEqual([]);
  });

  it('gives the luv back when an operator rejects a withdrawal, with the reason shown to the member', async () => {
    const b = await approvedBroadcaster(10_000);
    const id = (await withdraw(b.jar, 10_000)).json().withdrawId as number;
    expect((await put(operator, `/api/admin/withdrawals/${id}`, { action: 'reject', reason: '예금주 불일치' })).json()).toMatchObject({ status: WITHDRAWAL_STATUS.rejected, reason: '예금주 불일치' });
    expect(await t.app.ledger.earningsOfMember(b.id)).toBe(10_000);
    expect((await put(b.jar, `/api/admin/withdrawals/${id}`, { action: 'pay' })).statusCode).toBe(403);
  });
});
