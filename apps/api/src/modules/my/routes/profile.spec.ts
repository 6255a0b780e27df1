import { profileResponse } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { signAccessToken } from '@luvcast/server-auth';
import * as v from 'valibot';
import { API_HOST, CLIENT, createTestApp, signIn, TEST_SECRET, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/my/profile', headers: { ...CLIENT, host: API_HOST, ...(cookie ? { cookie } : {}) } });

describe('GET /api/my/profile', () => {
  it('answers 401 accessToken is not valid. without a token', async () => {
    const res = await profile();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'accessToken is not valid.' });
  });

  it('answers 401 for a garbage token', async () => {
    expect((await profile('flx_oauth_access=not.a.jwt')).statusCode).toBe(401);
  });

  it('treats the access cookie value noAccessToken as absent', async () => {
    const res = await profile('flx_oauth_access=noAccessToken');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'accessToken is not valid.' });
  });

  it('answers 401 for a token signed with another secret or already expired', async () => {
    const claims = { memberId: 1, loginId: 'demo1234', sessionId: '00000000-0000-4000-8000-000000000000', nickname: '데모회원', brand: 'luv' as const };
    expect((await profile(`flx_oauth_access=${await signAccessToken(claims, 'another-secret-another-secret-0000', 900)}`)).statusCode).toBe(401);
    expect((await profile(`flx_oauth_access=${await signAccessToken(claims, TEST_SECRET, -10)}`)).statusCode).toBe(401);
  });

  it('answers 401 for a well-signed token whose session does not exist', async () => {
    const token = await signAccessToken({ memberId: 1, loginId: 'demo1234', sessionId: '00000000-0000-4000-8000-000000000000', nickname: '데모회원', brand: 'luv' }, TEST_SECRET, 900);
    expect((await profile(`flx_oauth_access=${token}`)).statusCode).toBe(401);
  });

  it("shows the signed-in member's profile, never cached by shared caches", async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password });
    const res = await profile(jar.header());
    expect(res.statusCode).toBe(200);
    // a session answer: no-store (security-headers plugin) whatever the route sets
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(v.is(profileResponse, body)).toBe(true);
    expect(body).toEqual({ profile: { id: expect.any(Number), channelId: null, loginId: 'demo1234', nickname: '데모회원', PI: false, profileImage: null, role: 'V' } });
  });

  it("answers the broadcaster's role J, verified identity and an absolute profile image URL", async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.broadcaster.loginId, password: DEMO_ACCOUNTS.broadcaster.password });
    const body = (await profile(jar.header())).json();
    expect(body.profile).toMatchObject({ loginId: 'bjstar01', nickname: '별빛BJ', PI: true, role: 'J' });
    // the broadcaster's numeric member id and channel id (the seeded channel)
    const row = await t.app.members.findByLoginId('bjstar01');
    expect(body.profile.id).toBe(row!.id);
    expect(body.profile.channelId).toBe((await t.app.channels.findByOwner(row!.id))!.id);
    expect(body.profile.profileImage).toBe('http://api.luv.localhost:4000/static/images/profile-1.svg');
  });

  it('accepts the access token as a Bearer header too', async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password });
    const res = await t.app.inject({ url: '/api/my/profile', headers: { ...CLIENT, authorization: `Bearer ${jar.get('flx_oauth_access')}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.loginId).toBe('demo1234');
  });
});
