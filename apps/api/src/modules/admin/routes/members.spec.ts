import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, createRepositories, DEMO_ACCOUNTS, migrate } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { runMemberCommand } from '../../../cli/members';
import { API_HOST, CLIENT, mutatingHeaders, signIn, createTestApp, type CookieJar, type TestApp } from '../../../testing/test-app';
import { signedInMember } from '../../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const operator = { loginId: DEMO_ACCOUNTS.operator.loginId, password: DEMO_ACCOUNTS.operator.password };
const setStatus = async (jar: Awaited<ReturnType<typeof signIn>>['jar'], loginId: string, status: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/members/${loginId}/status`, headers: mutatingHeaders(jar), payload: { status } });

describe('operators block and unblock members', () => {
  it('blocks a member: sign-in answers 423 차단된 계정입니다. and their open session ends at once', async () => {
    await t.app.members.create({ loginId: 'victim01', passwordHash: await hashPassword('Victim!234'), nickname: '차단될회원' });
    const member = await signIn(t.app, { loginId: 'victim01', password: 'Victim!234' });
    const profile = () => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, cookie: member.jar.header() } });
    expect((await profile()).statusCode).toBe(200);

    const op = await signIn(t.app, operator);
    const res = await setStatus(op.jar, 'victim01', 'blocked');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ loginId: 'victim01', status: 'blocked', withdrawn: false, revokedSessions: 1 });

    expect((await profile()).statusCode).toBe(401);
    const blocked = await signIn(t.app, { loginId: 'victim01', password: 'Victim!234' });
    expect(blocked.res.statusCode).toBe(423);
    expect(blocked.res.json()).toEqual({ msg: '차단된 계정입니다.' });

    expect((await setStatus(op.jar, 'victim01', 'active')).json()).toMatchObject({ status: 'active' });
    expect((await signIn(t.app, { loginId: 'victim01', password: 'Victim!234' })).res.statusCode).toBe(200);
  });

  it('shows a member to an operator and refuses other members (403 권한이 없습니다.) and guests (401)', async () => {
    const op = await signIn(t.app, operator);
    const seen = await t.app.inject({ method: 'GET', url: `/api/admin/members/${DEMO_ACCOUNTS.member.loginId}`, headers: { ...CLIENT, host: API_HOST, cookie: op.jar.header() } });
    expect(seen.json()).toMatchObject({ loginId: 'demo1234', nickname: '데모회원', role: 'V', status: 'active', withdrawn: false, brand: 'luv', sanctions: [], createdAt: expect.any(String) });

    const member = await signIn(t.app, { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password });
    const refused = await setStatus(member.jar, DEMO_ACCOUNTS.broadcaster.loginId, 'blocked');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ msg: '권한이 없습니다.' });
    const guest = await setStatus(member.jar.set('flx_oauth_access', 'x').set('flx_oauth_refresh', 'x'), DEMO_ACCOUNTS.broadcaster.loginId, 'blocked');
    expect(guest.statusCode).toBe(401);
    expect((await signIn(t.app, { loginId: DEMO_ACCOUNTS.broadcaster.loginId, password: DEMO_ACCOUNTS.broadcaster.password })).res.statusCode).toBe(200);
  });

  it('stays reachable for operators during maintenance', async () => {
    const op = await signIn(t.app, operator);
    await t.app.siteFlags.set('maintenance', 'on');
    t.app.siteFlagsChanged();
    try {
      const seen = await t.app.inject({ method: 'GET', url: '/api/admin/members/demo1234', headers: { ...CLIENT, host: API_HOST, cookie: op.jar.header() } });
      expect(seen.statusCode).toBe(200);
    } finally {
      await t.app.siteFlags.set('maintenance', 'off');
      t.app.siteFlagsChanged();
    }
  });

  it('answers bad input with 4xx in the spec words: unknown ID 404, bad status 400, own account 400', async () => {
    const op = await signIn(t.app, operator);
    const unknown = await setStatus(op.jar, 'nobody999', 'blocked');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ msg: '일치하는 회원 정보가 없습니다.' });
    const bad = await setStatus(op.jar, 'demo1234', 'banned');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ msg: '요청 값을 확인해주세요.' });
    const self = await setStatus(op.jar, operator.loginId, 'blocked');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ msg: '자신의 계정은 변경할 수 없습니다.' });
  });
});

/** A member of a brand (role V unless said), signed in on that brand's API host. */
const someone = (brand: 'luv' | 'lex', role: 'V' | 'S' | 'O' = 'V', nickname?: string) => signedInMember(t.app, { prefix: `mb${brand}`, role, brand, nickname });
const getAs = (who: { jar: CookieJar; host: string }, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: who.host, cookie: who.jar.header() } });
const putAs = (who: { jar: CookieJar; host: string }, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(who.jar, who.host), payload });

describe('the operators\' member lookup', () => {
  it('finds members by login ID prefix or nickname prefix, page by page, in login ID order', async () => {
    const op = { jar: (await signIn(t.app, operator)).jar, host: API_HOST };
    const a = await someone('luv', 'V', '검색대상가');
    const b = await someone('lex', 'V', '검색대상나');
    const byNick = (await getAs(op, `/api/admin/members?query=${encodeURIComponent('검색대상')}`)).json();
    expect(byNick.total).toBe(2);
    expect(byNick.list.map((m: { loginId: string }) => m.loginId).sort()).toEqual([a.loginId, b.loginId].sort());
    expect(byNick.list[0]).toMatchObject({ role: 'V', status: 'active', withdrawn: false, createdAt: expect.any(String) });
    const byId = (await getAs(op, `/api/admin/members?query=${a.loginId.toUpperCase()}`)).json();
    expect(byId.list).toEqual([expect.objectContaining({ loginId: a.loginId, brand: 'luv', nickname: '검색대상가' })]);
    const paged = (await getAs(op, `/api/admin/members?query=${encodeURIComponent('검색대상')}&limit=1&offset=1`)).json();
    expect(paged).toMatchObject({ total: 2, list: [expect.anything()] });
    // LIKE's wildcards are plain characters here
    expect((await getAs(op, '/api/admin/members?query=%25%25')).json()).toEqual({ list: [], total: 0 });
  });

  it('refuses a query shorter than 2 characters (400 admin.member.query), members (403) and guests (401)', async () => {
    const op = { jar: (await signIn(t.app, operator)).jar, host: API_HOST };
    const short = await getAs(op, '/api/admin/members?query=a');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'admin.member.query', msg: '아이디 또는 닉네임을 2자 이상 입력해주세요.' });
    expect((await getAs(op, '/api/admin/members')).statusCode).toBe(400);
    const m = await someone('luv');
    expect((await getAs(m, '/api/admin/members?query=demo')).statusCode).toBe(403);
    expect((await getAs(m, '/api/admin/members/demo1234')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members?query=demo', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(401);
  });

  it("shows a member's sanctions in force, the reports about them and the operators' actions on them", async () => {
    const op = { jar: (await signIn(t.app, operator)).jar, host: API_HOST };
    const target = await someone('luv');
    const reporter = await someone('luv');
    const filed = await t.app.inject({ method: 'POST', url: '/api/cs/declaration-post', headers: mutatingHeaders(reporter.jar), payload: { targetType: 'member', targetId: target.loginId, reason: 'abuse', detail: '욕설' } });
    expect(filed.statusCode).toBe(201);
    expect((await putAs(op, `/api/admin/declarations/${filed.json().id}`, { action: 'sanction', reason: '반복된 욕설', days: 3 })).statusCode).toBe(200);
    const seen = (await getAs(op, `/api/admin/members/${target.loginId}`)).json();
    expect(seen).toMatchObject({ loginId: target.loginId, status: 'blocked', brand: 'luv' });
    expect(seen.sanctions).toEqual([expect.objectContaining({ reason: '반복된 욕설', until: expect.any(String) })]);
    expect(seen.declarations).toEqual([expect.objectContaining({ id: filed.json().id, reason: 'abuse', detail: '욕설', status: 'sanctioned', reporter: expect.objectContaining({ loginId: reporter.loginId }) })]);
    expect(seen.actions).toEqual([expect.objectContaining({ operatorLoginId: 'opdemo01', action: 'declaration.sanction', targetType: 'declaration', reason: '반복된 욕설' })]);
  });

  it("logs a block and an unblock with the operator's reason, and refuses a reason over 500 characters", async () => {
    const op = { jar: (await signIn(t.app, operator)).jar, host: API_HOST };
    const target = await someone('luv');
    const blocked = await putAs(op, `/api/admin/members/${target.loginId}/status`, { status: 'blocked', reason: '명의 도용 확인' });
    expect(blocked.json()).toMatchObject({ status: 'blocked', revokedSessions: 1 });
    expect((await putAs(op, `/api/admin/members/${target.loginId}/status`, { status: 'active', reason: '본인 확인 완료' })).json()).toMatchObject({ status: 'active' });
    const seen = (await getAs(op, `/api/admin/members/${target.loginId}`)).json();
    expect(seen.actions.map((a: { action: string; reason: string }) => [a.action, a.reason])).toEqual([
      ['member.unblock', '본인 확인 완료'],
      ['member.block', '명의 도용 확인'],
    ]);
    const log = (await getAs(op, '/api/admin/operator-actions')).json();
    expect(log.list[0]).toMatchObject({ action: 'member.unblock', targetType: 'member', targetId: target.loginId, reason: '본인 확인 완료' });
    const long = await putAs(op, `/api/admin/members/${target.loginId}/status`, { status: 'blocked', reason: '가'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'admin.member.reason' });
  });
});

describe('operators of one brand', () => {
  it("cannot see another brand's members: not in the search, 404 on the member and on a status change", async () => {
    const lexOp = await someone('lex', 'S');
    const lexMember = await someone('lex', 'V', '브랜드렉스');
    const luvMember = await someone('luv', 'V', '브랜드러브');
    const found = (await getAs(lexOp, `/api/admin/members?query=${encodeURIComponent('브랜드')}`)).json();
    expect(found.list.map((m: { loginId: string }) => m.loginId)).toEqual([lexMember.loginId]);
    expect((await getAs(lexOp, `/api/admin/members/${lexMember.loginId}`)).json()).toMatchObject({ loginId: lexMember.loginId, brand: 'lex' });
    const other = await getAs(lexOp, `/api/admin/members/${luvMember.loginId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'auth.find.notFound' });
    expect((await putAs(lexOp, `/api/admin/members/${luvMember.loginId}/status`, { status: 'blocked', reason: '다른 브랜드' })).statusCode).toBe(404);
    expect((await t.app.members.findByLoginId(luvMember.loginId))!.status).toBe('active');
    // their own brand's member: blocked, logged
    expect((await putAs(lexOp, `/api/admin/members/${lexMember.loginId}/status`, { status: 'blocked', reason: '스팸 계정' })).json()).toMatchObject({ status: 'blocked' });
    // all brands' operators see every member
    const op = { jar: (await signIn(t.app, operator)).jar, host: API_HOST };
    expect((await getAs(op, `/api/admin/members/${lexMember.loginId}`)).json().actions[0]).toMatchObject({ action: 'member.block', operatorLoginId: lexOp.loginId, reason: '스팸 계정' });
  });

  it("cannot block an operator, even one of their brand (403 admin.member.operator)", async () => {
    const lexOp = await someone('lex', 'S');
    const otherLexOp = await someone('lex', 'S');
    const res = await putAs(lexOp, `/api/admin/members/${otherLexOp.loginId}/status`, { status: 'blocked', reason: '테스트' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'admin.member.operator' });
  });
});

describe('npm run member', () => {
  it('blocks, unblocks and makes an operator in a PGlite directory; refuses bad arguments and unknown IDs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'luvcast-member-'));
    const lines: string[] = [];
    const env = { PGLITE_DIR: dir };
    const run = (...args: string[]) => runMemberCommand(args, env, (l) => lines.push(l));
    try {
      const db = await createDatabase({ dataDir: dir });
      await migrate(db.db);
      await createRepositories(db.db).members.create({ loginId: 'cliuser01', passwordHash: await hashPassword('Cli!23456'), nickname: '명령줄회원' });
      await db.close();

      expect(await run('block', 'cliuser01')).toBe(0);
      expect(await run('role', 'cliuser01', 'O')).toBe(0);
      expect(await run('unblock', 'cliuser01')).toBe(0);
      expect(lines.map((l) => l.split(' (PGlite')[0])).toEqual([
        'cliuser01 (명령줄회원): role V, blocked',
        'cliuser01 (명령줄회원): role O, blocked',
        'cliuser01 (명령줄회원): role O, active',
      ]);
      expect(await run('block')).toBe(2);
      expect(await run('role', 'cliuser01', 'X')).toBe(2);
      expect(await run('show', 'nobody999')).toBe(1);
      expect(lines.at(-1)).toMatch(/^no member with the ID nobody999/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
