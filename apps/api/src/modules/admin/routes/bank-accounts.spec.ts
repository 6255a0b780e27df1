// Operators review bank-account applications: the pending queue (role S: their brand's members'
// only), the bank-book copy, approve or reject with a reason, each decision in the operators' log.
import { multipart, png } from '../../../testing/files';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../../testing/test-app';
import { signedInMember } from '../../../testing/members';

const PNG = png();
let t: TestApp;
let operator: Who;
beforeAll(async () => {
  t = await createTestApp({ uploads: true });
  operator = { jar: (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar, host: API_HOST, loginId: 'opdemo01' };
}, 180_000);
afterAll(async () => {
  await t?.close();
});

interface Who {
  jar: CookieJar;
  host: string;
  loginId: string;
}
const someone = (brand: 'luv' | 'lex', role: 'J' | 'S' = 'J'): Promise<Who> =>
  signedInMember(t.app, { prefix: `bk${brand}`, name: '홍길동', identityVerified: true, role, brand });
async function applicant(brand: 'luv' | 'lex') {
  const who = await someone(brand);
  await apply(who, '123-456-789012');
  return who;
}
async function apply(who: Who, bankAccount: string) {
  const body = multipart({ memberId: who.loginId, phone: '010-1234-5678', bankCode: '004', bankHolderName: '홍길동', bankAccount, business_number: '' }, [
    { name: 'bankbook', filename: 'bankbook.png', type: 'image/png', bytes: PNG },
  ]);
  const res = await t.app.inject({ method: 'POST', url: '/api/cs/accountChange', headers: { ...mutatingHeaders(who.jar, who.host), 'content-type': body.contentType }, payload: body.payload });
  expect(res.statusCode).toBe(200);
}
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: who.host, cookie: who.jar.header() } });
const put = (who: Who, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(who.jar, who.host), payload });
const queue = async (who: Who) => (await get(who, '/api/admin/bank-accounts')).json().list as { loginId: string }[];

describe('bank-account approvals', () => {
  it('lists a pending application with its member and whole number, shows the copy, and logs the approval', async () => {
    const a = await applicant('luv');
    expect(await queue(operator)).toContainEqual(
      expect.objectContaining({ loginId: a.loginId, nickname: expect.any(String), brand: 'luv', status: 'pending', account: '********9012', accountNumber: '123456789012', bankName: 'KB국민은행' }),
    );
    const copy = await get(operator, `/api/admin/bank-accounts/${a.loginId}/bankbook`);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/png');
    expect(copy.rawPayload.equals(PNG)).toBe(true);
    expect((await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'approve' })).json()).toMatchObject({ status: 'approved' });
    expect((await queue(operator)).map((x) => x.loginId)).not.toContain(a.loginId);
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list[0]).toMatchObject({ operatorLoginId: 'opdemo01', action: 'bankAccount.approve', targetType: 'bank_account', targetId: a.loginId });
  });

  it('decides only the application the operator saw: one replaced meanwhile, or a decided one without its number, is 409 bank.review.changed', async () => {
    const a = await applicant('luv');
    const seen = (await queue(operator)).find((x) => x.loginId === a.loginId) as unknown as { accountNumber: string };
    expect(seen.accountNumber).toBe('123456789012');
    await apply(a, '987-654-321098'); // the member re-applies while the operator looks at the first bank book
    const blind = await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'approve', accountNumber: seen.accountNumber });
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({ code: 'bank.review.changed' });
    expect((await get(a, '/api/my/banks')).json().account).toMatchObject({ status: 'pending' });
    expect((await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'approve', accountNumber: '987654321098' })).json()).toMatchObject({ status: 'approved' });
    expect((await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'reject', reason: '다시' })).statusCode).toBe(409);
    expect((await get(a, '/api/my/banks')).json().account).toMatchObject({ status: 'approved' });
  });

  it('rejects only with a reason (400 bank.review.reason), which the member sees and the log keeps', async () => {
    const a = await applicant('luv');
    const bare = await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'bank.review.reason', msg: '반려 사유를 입력해주세요.' });
    expect((await put(operator, `/api/admin/bank-accounts/${a.loginId}`, { action: 'reject', reason: '사본이 흐립니다' })).json()).toMatchObject({ status: 'rejected', rejectReason: '사본이 흐립니다' });
    expect((await get(a, '/api/my/banks')).json().account).toMatchObject({ status: 'rejected', rejectReason: '사본이 흐립니다' });
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list[0]).toMatchObject({ action: 'bankAccount.reject', targetId: a.loginId, reason: '사본이 흐립니다' });
  });

  it("are for operators of one brand their brand's members' only: another brand's is not listed and 404", async () => {
    const lexOp = await someone('lex', 'S');
    const lexApplicant = await applicant('lex');
    const luvApplicant = await applicant('luv');
    const seen = (await queue(lexOp)).map((x) => x.loginId);
    expect(seen).toContain(lexApplicant.loginId);
    expect(seen).not.toContain(luvApplicant.loginId);
    expect((await get(lexOp, `/api/admin/bank-accounts/${luvApplicant.loginId}/bankbook`)).statusCode).toBe(404);
    expect((await put(lexOp, `/api/admin/bank-accounts/${luvApplicant.loginId}`, { action: 'approve' })).statusCode).toBe(404);
    expect((await get(lexOp, `/api/admin/bank-accounts/${lexApplicant.loginId}/bankbook`)).statusCode).toBe(200);
    expect((await put(lexOp, `/api/admin/bank-accounts/${lexApplicant.loginId}`, { action: 'approve' })).json()).toMatchObject({ status: 'approved' });
    // every brand's operators see all
    expect((await queue(operator)).map((x) => x.loginId)).toContain(luvApplicant.loginId);
  });

  it('refuses members (403) and guests (401), and answers 404 for a member without an account and bad input with 400', async () => {
    const m = await someone('luv');
    expect((await get(m, '/api/admin/bank-accounts')).statusCode).toBe(403);
    expect((await put(m, `/api/admin/bank-accounts/${m.loginId}`, { action: 'approve' })).statusCode).toBe(403);
    expect((await get(m, `/api/admin/bank-accounts/${m.loginId}/bankbook`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bank-accounts', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(401);
    expect((await put(operator, `/api/admin/bank-accounts/${m.loginId}`, { action: 'approve' })).json()).toMatchObject({ code: 'bank.notFound' });
    expect((await get(operator, `/api/admin/bank-accounts/${m.loginId}/bankbook`)).statusCode).toBe(404);
    expect((await put(operator, `/api/admin/bank-accounts/${m.loginId}`, { action: 'delete' })).statusCode).toBe(400);
  });
});
