// A sanctioned member cannot sign in but may appeal: the 423 sign-in answer carries an appeal token
// (30 minutes, bound to the member and the sanction) for POST /api/cs/sanction-appeal, which files
// an inquiry of theirs linked to the sanction (one open appeal per sanction) that operators answer.
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { signSanctionAppealToken } from '../auth/tokens';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, TEST_SECRET, xsrfJar, type CookieJar, type TestApp } from '../../testing/test-app';
import { createMember, signedInMember } from '../../testing/members';

let t: TestApp;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(() => t?.close());

/** A member sanctioned by an operator for `days` on a report; their refused sign-in. */
async function sanctioned(days = 3) {
  const { id, loginId, password } = await createMember(t.app, { prefix: 'ap', password: 'Appe!2345' });
  const reporter = (await signedInMember(t.app, { prefix: 'apr' })).jar;
  const filed = await t.app.inject({ method: 'POST', url: '/api/cs/declaration-post', headers: mutatingHeaders(reporter), payload: { targetType: 'member', targetId: loginId, reason: 'abuse' } });
  const decided = await t.app.inject({ method: 'PUT', url: `/api/admin/declarations/${filed.json().id}`, headers: mutatingHeaders(operator), payload: { action: 'sanction', reason: '반복된 욕설', days } });
  expect(decided.statusCode).toBe(200);
  const refused = await signIn(t.app, { loginId, password });
  expect(refused.res.statusCode).toBe(423);
  const sanction = (await t.app.declarations.inForce(id))!;
  return { loginId, id, sanctionId: sanction.id, body: refused.res.json() as { msg: string; sanction: { reason: string; until: string }; appealToken: string } };
}
/** Without a session: the browser checks only (client header, XSRF double submit). */
async function appeal(payload: object) {
  const jar = await xsrfJar(t.app);
  return t.app.inject({ method: 'POST', url: '/api/cs/sanction-appeal', headers: mutatingHeaders(jar), payload });
}

describe('appealing a sanction without signing in', () => {
  it('the 423 answer carries an appeal token; the appeal becomes an inquiry the operators see linked to the sanction', async () => {
    const m = await sanctioned();
    expect(m.body).toMatchObject({ msg: '차단된 계정입니다.', sanction: { reason: '반복된 욕설' }, appealToken: expect.any(String) });
    const res = await appeal({ appealToken: m.body.appealToken, content: '욕설을 하지 않았습니다. 확인 부탁드립니다.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), result: 'ok' });
    const seen = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries/${res.json().id}`, headers: { ...CLIENT, host: API_HOST, cookie: operator.header() } });
    expect(seen.json()).toMatchObject({
      loginId: m.loginId,
      category: 'report',
      title: '제재 이의신청',
      content: '욕설을 하지 않았습니다. 확인 부탁드립니다.',
      status: 'waiting',
      brand: 'luv',
      appeal: { type: 'sanction', id: String(m.sanctionId), summary: expect.stringContaining('반복된 욕설') },
    });
    // still blocked: an appeal signs nobody in
    expect((await signIn(t.app, { loginId: m.loginId, password: 'Appe!2345' })).res.statusCode).toBe(423);
  });

  it('takes one open appeal per sanction (409 cs.inquiry.appealOpen); after the answer another may follow', async () => {
    const m = await sanctioned();
    const first = await appeal({ appealToken: m.body.appealToken, content: '첫 이의신청' });
    expect(first.statusCode).toBe(201);
    const again = await appeal({ appealToken: m.body.appealToken, content: '두 번째' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cs.inquiry.appealOpen' });
    await t.app.inject({ method: 'PUT', url: `/api/admin/inquiries/${first.json().id}/answer`, headers: mutatingHeaders(operator), payload: { answer: '제재는 유지됩니다.' } });
    expect((await appeal({ appealToken: m.body.appealToken, content: '다시 확인해주세요' })).statusCode).toBe(201);
  });

  it('refuses an expired, forged or other-purpose token (400 cs.appeal.token) and a sanction that ended (404)', async () => {
    const m = await sanctioned();
    const expired = await signSanctionAppealToken(TEST_SECRET, { memberId: m.id, sanctionId: m.sanctionId }, -10);
    const res = await appeal({ appealToken: expired, content: '이의' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'cs.appeal.token', msg: '이의신청 시간이 지났습니다. 다시 로그인하여 이의신청해주세요.' });
    const forged = await signSanctionAppealToken('another-secret-another-secret-0123456789', { memberId: m.id, sanctionId: m.sanctionId }, 600);
    expect((await appeal({ appealToken: forged, content: '이의' })).json()).toMatchObject({ code: 'cs.appeal.token' });
    // a token signed with the JWT secret itself (e.g. an access token's key) is not an appeal token
    const plain = await new SignJWT({ sid: m.sanctionId }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(m.id)).setExpirationTime('10m').sign(new TextEncoder().encode(TEST_SECRET));
    expect((await appeal({ appealToken: plain, content: '이의' })).json()).toMatchObject({ code: 'cs.appeal.token' });
    expect((await appeal({ appealToken: 'x', content: '이의' })).statusCode).toBe(400);
    // the token names someone else's sanction: not theirs
    const other = await sanctioned();
    const crossed = await signSanctionAppealToken(TEST_SECRET, { memberId: m.id, sanctionId: other.sanctionId }, 600);
    expect((await appeal({ appealToken: crossed, content: '이의' })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    // an operator unblocked the member (the sanction is lifted): nothing left to appeal
    await t.app.inject({ method: 'PUT', url: `/api/admin/members/${m.loginId}/status`, headers: mutatingHeaders(operator), payload: { status: 'active', reason: '해제' } });
    const ended = await appeal({ appealToken: m.body.appealToken, content: '이의' });
    expect(ended.statusCode).toBe(404);
    expect(ended.json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    // its term is over though the job has not lifted it yet
    const ran = await sanctioned();
    await t.database.db.execute(sql`update member_sanctions set until = now() - interval '1 second' where id = ${ran.sanctionId}`);
    expect((await appeal({ appealToken: ran.body.appealToken, content: '이의' })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
  });

  it("files the appeal under the member's own brand, whichever site it came from", async () => {
    const m = await sanctioned();
    const jar = await xsrfJar(t.app, LEX_HOST);
    const res = await t.app.inject({ method: 'POST', url: '/api/cs/sanction-appeal', headers: mutatingHeaders(jar, LEX_HOST), payload: { appealToken: m.body.appealToken, content: '억울합니다' } });
    expect(res.statusCode).toBe(201);
    expect((await t.app.inquiries.find(res.json().id))!.brand).toBe('luv');
  });

  it('checks the text like an inquiry (400 cs.inquiry.content) and a blocked member without a sanction gets no token', async () => {
    const m = await sanctioned();
    expect((await appeal({ appealToken: m.body.appealToken, content: '  ' })).json()).toMatchObject({ code: 'cs.inquiry.content' });
    expect((await appeal({ appealToken: m.body.appealToken, content: '가'.repeat(2001) })).json()).toMatchObject({ code: 'cs.inquiry.content' });
    expect((await appeal({ content: '이의' })).statusCode).toBe(400);
    const { loginId, password } = await createMember(t.app, { prefix: 'blk', status: 'blocked' });
    const blocked = await signIn(t.app, { loginId, password });
    expect(blocked.res.statusCode).toBe(423);
    expect(blocked.res.json()).toEqual({ msg: '차단된 계정입니다.' });
  });
});
