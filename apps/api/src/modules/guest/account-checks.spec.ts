import { PARTNER_CODE_COOKIE_MAX_AGE_S } from '@luvcast/contracts';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie } });
const demo = { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password };

describe('guest account checks', () => {
  it('answers overlap for a taken login ID and ok for a free one, as plain text', async () => {
    const taken = await get('/api/guest/loginId/demo1234');
    expect(taken.statusCode).toBe(200);
    expect(taken.headers['content-type']).toMatch(/^text\/plain/);
    expect(taken.body).toBe('overlap');
    expect((await get('/api/guest/loginId/freeid123')).body).toBe('ok');
  });

  it('answers ok from find-loginId when the ID exists and notfound otherwise', async () => {
    expect((await get('/api/guest/find-loginId/demo1234')).body).toBe('ok');
    expect((await get('/api/guest/find-loginId/nobody999')).body).toBe('notfound');
  });

  it('checks URL-encoded nicknames', async () => {
    expect((await get(`/api/guest/nickname/${encodeURIComponent('데모회원')}`)).body).toBe('overlap');
    expect((await get(`/api/guest/nickname/${encodeURIComponent('빈닉네임')}`)).body).toBe('ok');
  });

  it('knows the seeded partner codes', async () => {
    expect((await get('/api/guest/refcode/XIN')).body).toBe('ok');
    expect((await get('/api/guest/refcode/LUVPARTNER')).body).toBe('ok');
    expect((await get('/api/guest/refcode/NOPE')).body).toBe('notfound');
  });

  it('finds a recommender by ID: nickname, notfound, or overlap for the caller themself', async () => {
    expect((await get('/api/guest/findRecommender/bjstar01')).body).toBe('별빛BJ');
    expect((await get('/api/guest/findRecommender/nobody999')).body).toBe('notfound');
    const { jar } = await signIn(t.app, demo);
    expect((await get('/api/guest/findRecommender/demo1234', jar.header())).body).toBe('overlap');
    expect((await get('/api/guest/findRecommender/demo1234')).body).toBe('데모회원');
  });

  it('answers an active partner code given as recommender with the partner name', async () => {
    expect((await get('/api/guest/findRecommender/XIN')).body).toBe('XIN Marketing');
    expect((await get('/api/guest/findRecommender/LUVPARTNER')).body).toBe('Luvcast Partner Network');
    // codes compare exactly
    expect((await get('/api/guest/findRecommender/xin')).body).toBe('notfound');
  });

  it('refuses an over-long parameter with 400', async () => {
    expect((await get(`/api/guest/loginId/${'a'.repeat(60)}`)).statusCode).toBe(400);
  });
});

describe('POST /api/partners', () => {
  it('sets the partner_code cookie for a guest', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: mutatingHeaders(jar), payload: { partnerCode: 'XIN' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'ok', stored: true });
    const cookie = (res.cookies as { name: string; value: string; maxAge?: number }[]).find((c) => c.name === 'partner_code');
    expect(cookie?.value).toBe('XIN');
    expect(cookie?.maxAge).toBe(PARTNER_CODE_COOKIE_MAX_AGE_S);
  });

  it('stores nothing when a member is signed in', async () => {
    const { jar } = await signIn(t.app, demo);
    const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: mutatingHeaders(jar), payload: { partnerCode: 'XIN' } });
    expect(res.json()).toEqual({ result: 'ok', stored: false });
    expect((res.cookies as { name: string }[]).some((c) => c.name === 'partner_code')).toBe(false);
  });

  it('refuses an unknown code with 400', async () => {
    const jar = await xsrfJar(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/partners', headers: mutatingHeaders(jar), payload: { partnerCode: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: '존재하지 않는 파트너 코드입니다.', code: 'auth.partner.notFound' });
  });
});
