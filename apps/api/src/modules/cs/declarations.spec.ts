// Declarations (reports): members report a member, a live or a received message; an operator
// dismisses the report or sanctions the member (blocked and signed out until the sanction runs out,
// then the jobs reopen the account); everything decided is logged; nobody reaches others' reports.
import { sql } from 'drizzle-orm';
import { API_HOST, LEX_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(() => t?.close());

const member = (role: 'V' | 'S' = 'V', host = API_HOST) => signedInMember(t.app, { prefix: 'rp', password: 'Rep!23456', role, host });
type Who = Awaited<ReturnType<typeof member>>;

const get = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host, cookie: jar.header() } });
const post = (jar: CookieJar, url: string, payload: object, host = API_HOST) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(jar, host), payload });
const put = (jar: CookieJar, url: string, payload: object, host = API_HOST) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(jar, host), payload });
const del = (jar: CookieJar, url: string) => t.app.inject({ method: 'DELETE', url, headers: mutatingHeaders(jar) });
const report = (who: Who, body: object) => post(who.jar, '/api/cs/declaration-post', body, who.host);

describe('declarations', () => {
  it('are filed once per target while pending, listed to the reporter and withdrawn while pending', async () => {
    const a = await member();
    const b = await member();
    const res = await report(a, { targetType: 'member', targetId: b.loginId, reason: 'abuse', detail: '채팅에서 욕설을 했습니다' });
    expect(res.statusCode).toBe(201);
    const filed = res.json();
    expect(filed).toMatchObject({ targetType: 'member', targetId: b.loginId, target: { loginId: b.loginId }, reason: 'abuse', status: 'pending' });
    expect((await report(a, { targetType: 'member', targetId: b.loginId, reason: 'spam' })).json()).toMatchObject({ code: 'cs.declaration.duplicate', msg: '이미 접수된 신고가 있습니다. 처리될 때까지 기다려주세요.' });
    expect((await get(a.jar, '/api/cs/declaration-list')).json()).toMatchObject({ total: 1, list: [{ id: filed.id, status: 'pending' }] });
    // someone else cannot see or withdraw it
    expect((await get(b.jar, '/api/cs/declaration-list')).json().total).toBe(0);
    expect((await del(b.jar, `/api/cs/declaration-delete/${filed.id}`)).statusCode).toBe(404);
    expect((await del(a.jar, `/api/cs/declaration-delete/${filed.id}`)).json()).toEqual({ id: filed.id });
    expect((await get(a.jar, '/api/cs/declaration-list')).json().total).toBe(0);
    // a live, by its channel id
    const channel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!;
    expect((await report(a, { targetType: 'live', targetId: String(channel.id), reason: 'sexual' })).json()).toMatchObject({ targetType: 'live', target: { loginId: 'bjstar01' } });
  });

  it('take a received message as it was, and only one the reporter received', async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const { messageId } = (await post(b.jar, '/api/my/messages', { loginId: a.loginId, content: '광고: 무료 러브 http://spam.example' })).json();
    expect((await post(c.jar, `/api/my/messages/declaration/${messageId}`, { reason: 'spam' })).statusCode).toBe(404);
    expect((await post(b.jar, `/api/my/messages/declaration/${messageId}`, { reason: 'spam' })).statusCode).toBe(404);
    const res = await post(a.jar, `/api/my/messages/declaration/${messageId}`, { reason: 'spam', detail: '광고 쪽지' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ targetType: 'message', targetId: String(messageId), target: { loginId: b.loginId } });
    // the sender deletes theirs: the operator still reads what was sent
    await t.app.inject({ method: 'GET', url: '/api/my/messages/alldelete?box=sent', headers: { ...CLIENT, host: API_HOST, cookie: b.jar.header() } });
    const queue = (await get(operator, '/api/admin/declarations?limit=100')).json();
    expect(queue.list).toContainEqual(expect.objectContaining({ id: res.json().id, snapshot: '광고: 무료 러브 http://spam.example', reporter: expect.objectContaining({ loginId: a.loginId }) }));
  });

  it('are dismissed with a reason, logged, and can no longer be withdrawn', async () => {
    const a = await member();
    const b = await member();
    const { id } = (await report(a, { targetType: 'member', targetId: b.loginId, reason: 'etc' })).json();
    const res = await put(operator, `/api/admin/declarations/${id}`, { action: 'dismiss', reason: '규정 위반이 확인되지 않았습니다' });
    expect(res.json()).toMatchObject({ id, status: 'dismissed', resolution: '규정 위반이 확인되지 않았습니다', handledAt: expect.any(String) });
    expect((await put(operator, `/api/admin/declarations/${id}`, { action: 'dismiss', reason: '다시' })).json()).toMatchObject({ code: 'cs.declaration.alreadyHandled' });
    expect((await del(a.jar, `/api/cs/declaration-delete/${id}`)).json()).toMatchObject({ code: 'cs.declaration.handled' });
    expect((await get(a.jar, '/api/cs/declaration-list')).json().list[0]).toMatchObject({ id, status: 'dismissed' });
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list[0]).toMatchObject({ operatorLoginId: 'opdemo01', action: 'declaration.dismiss', targetId: String(id), reason: '규정 위반이 확인되지 않았습니다' });
  });

  it('sanction the member: blocked and signed out until it runs out, then the jobs reopen the account', async () => {
    const a = await member();
    const b = await member();
    const { id } = (await report(a, { targetType: 'member', targetId: b.loginId, reason: 'abuse' })).json();
    expect((await put(operator, `/api/admin/declarations/${id}`, { action: 'sanction', reason: '욕설' })).json()).toMatchObject({ code: 'cs.declaration.days' });
    const res = await put(operator, `/api/admin/declarations/${id}`, { action: 'sanction', reason: '반복된 욕설', days: 3 });
    expect(res.json()).toMatchObject({ status: 'sanctioned', resolution: '반복된 욕설' });
    expect((await get(b.jar, '/api/my/profile')).statusCode).toBe(401);
    const refused = (await signIn(t.app, { loginId: b.loginId, password: 'Rep!23456' })).res;
    expect(refused.statusCode).toBe(423);
    // the member is told why and until when (about three days from now)
    expect(refused.json()).toMatchObject({ msg: '차단된 계정입니다.', sanction: { reason: '반복된 욕설', until: expect.any(String) } });
    expect(Math.abs(Date.parse(refused.json().sanction.until) - (Date.now() + 3 * 86_400_000))).toBeLessThan(60_000);
    // a wrong password learns nothing of it
    expect((await signIn(t.app, { loginId: b.loginId, password: 'Wrong!2345' })).res.json()).not.toHaveProperty('sanction');
    expect((await get(operator, '/api/admin/operator-actions')).json().list[0]).toMatchObject({ action: 'declaration.sanction', reason: '반복된 욕설' });

    // not yet due: nothing lifted
    await t.app.declarationsService.liftExpired();
    expect((await signIn(t.app, { loginId: b.loginId, password: 'Rep!23456' })).res.statusCode).toBe(423);
    // three days later
    await t.app.db.execute(sql`update member_sanctions set until = now() - interval '1 second' where member_id = ${b.id}`);
    expect(await t.app.declarationsService.liftExpired()).toBe(1);
    expect((await signIn(t.app, { loginId: b.loginId, password: 'Rep!23456' })).res.statusCode).toBe(200);
  });

  it("never reopens an account an operator blocked by hand when an earlier sanction runs out", async () => {
    const a = await member();
    const b = await member();
    const { id } = (await report(a, { targetType: 'member', targetId: b.loginId, reason: 'abuse' })).json();
    await put(operator, `/api/admin/declarations/${id}`, { action: 'sanction', reason: '욕설', days: 1 });
    expect((await put(operator, `/api/admin/members/${b.loginId}/status`, { status: 'blocked' })).statusCode).toBe(200);
    await t.app.db.execute(sql`update member_sanctions set until = now() - interval '1 second' where member_id = ${b.id}`);
    await t.app.declarationsService.liftExpired();
    expect((await signIn(t.app, { loginId: b.loginId, password: 'Rep!23456' })).res.statusCode).toBe(423);
  });

  it('are for operators to decide: a member gets 403, an operator of the second brand sees that brand only', async () => {
    const a = await member();
    const b = await member();
    const luvReport = (await report(a, { targetType: 'member', targetId: b.loginId, reason: 'spam' })).json();
    const lexReporter = await member('V', LEX_HOST);
    const lexReport = (await report(lexReporter, { targetType: 'member', targetId: b.loginId, reason: 'spam' })).json();
    expect((await get(a.jar, '/api/admin/declarations')).statusCode).toBe(403);
    expect((await put(a.jar, `/api/admin/declarations/${luvReport.id}`, { action: 'dismiss', reason: '제가 처리' })).statusCode).toBe(403);
    const lexOperator = await member('S');
    const ids = (await get(lexOperator.jar, '/api/admin/declarations?limit=100')).json().list.map((d: { id: number }) => d.id);
    expect(ids).toContain(lexReport.id);
    expect(ids).not.toContain(luvReport.id);
    expect((await put(lexOperator.jar, `/api/admin/declarations/${luvReport.id}`, { action: 'dismiss', reason: '다른 브랜드' })).statusCode).toBe(404);
  });

  it.each([
    ['yourself', (a: Who) => ({ targetType: 'member', targetId: a.loginId, reason: 'spam' }), 400, 'cs.declaration.self'],
    ['an unknown member', () => ({ targetType: 'member', targetId: 'nobody00000', reason: 'spam' }), 404, 'cs.declaration.target'],
    ['an unknown live', () => ({ targetType: 'live', targetId: '999999999', reason: 'spam' }), 404, 'cs.declaration.target'],
    ['a live that is no number', () => ({ targetType: 'live', targetId: 'abc', reason: 'spam' }), 404, 'cs.declaration.target'],
    ['an unknown target type', () => ({ targetType: 'chat', targetId: '1', reason: 'spam' }), 400, 'cs.declaration.target'],
    ['an unknown post', () => ({ targetType: 'post', targetId: '999999', reason: 'spam' }), 404, 'cs.declaration.target'],
    ['an unknown reason', () => ({ targetType: 'member', targetId: 'bjstar01', reason: 'boring' }), 400, 'cs.declaration.reason'],
    ['a text over 500 characters', () => ({ targetType: 'member', targetId: 'bjstar01', reason: 'etc', detail: 'x'.repeat(501) }), 400, 'cs.declaration.detail'],
  ])('refuses a report of %s with a clear message', async (_case, body, status, code) => {
    const a = await member();
    const res = await report(a, body(a));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect((await get(a.jar, '/api/cs/declaration-list')).json().total).toBe(0);
  });

  it('takes 5 reports a minute from one member', async () => {
    const a = await member();
    const targets = await Promise.all(Array.from({ length: 6 }, () => member()));
    await awayFromWindowEnd();
    for (const b of targets.slice(0, 5)) expect((await report(a, { targetType: 'member', targetId: b.loginId, reason: 'spam' })).statusCode).toBe(201);
    expect((await report(a, { targetType: 'member', targetId: targets[5].loginId, reason: 'spam' })).statusCode).toBe(429);
  });
});
