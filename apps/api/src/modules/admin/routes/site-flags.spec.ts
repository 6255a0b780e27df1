import { createDatabase, createRepositories, DEMO_ACCOUNTS } from '@luvcast/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSiteCommand } from '../../../cli/site-flags';
import { API_HOST, CLIENT, mutatingHeaders, signIn, createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST } });
const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };

describe('maintenance and emergency', () => {
  it('reports both flags off by default with the spec spelling', async () => {
    const res = await get('/api/guest/status');
    expect(res.json()).toEqual({ isMantenace: false, isEmergency: false });
  });

  it('lets only operators switch flags', async () => {
    const member = await signIn(t.app, demo);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/site-flags', headers: mutatingHeaders(member.jar), payload: { emergency: true } });
    expect(refused.statusCode).toBe(403);
    const guest = await t.app.inject({ method: 'PUT', url: '/api/admin/site-flags', headers: mutatingHeaders(member.jar.set('flx_oauth_access', 'x').set('flx_oauth_refresh', 'x')), payload: { emergency: true } });
    expect(guest.statusCode).toBe(401);
    expect((await get('/api/guest/status')).json().isEmergency).toBe(false);
  });

  it('answers 503 with the maintenance text everywhere but the exempt paths while maintenance is on', async () => {
    const op = await signIn(t.app, { loginId: DEMO_ACCOUNTS.operator.loginId, password: DEMO_ACCOUNTS.operator.password });
    const on = await t.app.inject({ method: 'PUT', url: '/api/admin/site-flags', headers: mutatingHeaders(op.jar), payload: { maintenance: true, emergency: true } });
    expect(on.json()).toEqual({ isMantenace: true, isEmergency: true });
    const blocked = await get('/api/cs/notice-list');
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toEqual({ msg: '서비스 점검 중입니다.' });
    expect((await get('/api/guest/loginId/demo1234')).statusCode).toBe(503);
    expect((await get('/api/guest/status')).json()).toEqual({ isMantenace: true, isEmergency: true });
    expect((await get('/health')).statusCode).toBe(200);
    expect((await get('/static/service-rules')).statusCode).toBe(200);
    expect((await get('/docs/json')).statusCode).toBe(200);
    // the operator signs in again and switches it off
    const again = await signIn(t.app, { loginId: DEMO_ACCOUNTS.operator.loginId, password: DEMO_ACCOUNTS.operator.password });
    const off = await t.app.inject({ method: 'PUT', url: '/api/admin/site-flags', headers: mutatingHeaders(again.jar), payload: { maintenance: false, emergency: false } });
    expect(off.json()).toEqual({ isMantenace: false, isEmergency: false });
    expect((await get('/api/cs/notice-list')).statusCode).toBe(200);
  });

  it('refuses malformed switch names', async () => {
    const op = await signIn(t.app, { loginId: DEMO_ACCOUNTS.operator.loginId, password: DEMO_ACCOUNTS.operator.password });
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/site-flags', headers: mutatingHeaders(op.jar), payload: { switches: { 'bad name!': true } } });
    expect(res.statusCode).toBe(400);
  });
});

describe('npm run site', () => {
  it('switches the flags in a PGlite directory and prints them; refuses bad arguments', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'luvcast-site-'));
    const lines: string[] = [];
    const env = { PGLITE_DIR: dir };
    try {
      expect(await runSiteCommand(['maintenance', 'on'], env, (l) => lines.push(l))).toBe(0);
      expect(await runSiteCommand(['emergency', 'on'], env, (l) => lines.push(l))).toBe(0);
      expect(await runSiteCommand(['maintenance', 'off'], env, (l) => lines.push(l))).toBe(0);
      expect(lines.map((l) => l.split(' (')[0])).toEqual(['maintenance on, emergency off', 'maintenance on, emergency on', 'maintenance off, emergency on']);
      expect(await runSiteCommand(['maintenance', 'maybe'], env, (l) => lines.push(l))).toBe(2);
      const db = await createDatabase({ dataDir: dir });
      expect(await createRepositories(db.db).siteFlags.isOn('emergency')).toBe(true);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
