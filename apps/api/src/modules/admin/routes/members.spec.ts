import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, createRepositories, DEMO_ACCOUNTS, migrate } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { runMemberCommand } from '../../../cli/members';
import { API_HOST, CLIENT, mutatingHeaders, signIn, createTestApp, type TestApp } from '../../../testing/test-app';

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
    expect(seen.json()).toEqual({ loginId: 'demo1234', nickname: '데모회원', role: 'V', status: 'active', withdrawn: false });

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
