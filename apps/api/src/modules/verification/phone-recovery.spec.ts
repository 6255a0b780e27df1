import { hashPassword } from '@luvcast/server-auth';
import { solvedCaptcha } from '../../testing/captcha';
import { API_HOST, CLIENT, CookieJar, createTestApp, mutatingHeaders, signIn, xsrfJar, type TestApp } from '../../testing/test-app';

/** Phone verification for the find ID / find password / withdrawal flows of foreign members. */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ config: { captchaMaxNumber: 2000, smsResendLockS: 60, smsDailyCap: 5, smsIpCap: 50, smsIpWindowS: 3600 } });
  const passwordHash = await hashPassword('Globe!2345');
  await t.app.members.create({ loginId: 'globe0001', passwordHash, nickname: '글로브1', phone: '2025550101', countryCode: 1, isForeigner: true });
  await t.app.members.create({ loginId: 'globe0002', passwordHash, nickname: '글로브2', phone: '2025550102', countryCode: 1, isForeigner: true });
  await t.app.members.create({ loginId: 'globe0003', passwordHash, nickname: '글로브3', phone: '2025550103', countryCode: 1, isForeigner: true });
  await t.app.members.create({ loginId: 'globe0004', passwordHash, nickname: '글로브4', phone: '2025550104', countryCode: 1, isForeigner: true });
  await t.app.members.create({ loginId: 'globe0005', passwordHash, nickname: '글로브5', phone: '2025550105', countryCode: 1, isForeigner: true });
  await t.app.members.create({ loginId: 'globe0006', passwordHash, nickname: '글로브6', phone: '2025550106', countryCode: 1, isForeigner: true });
  // stored in the national format typed before numbers were made canonical (82 + 010…)
  await t.app.members.create({ loginId: 'seoul0001', passwordHash, nickname: '서울1', phone: '01044445555', countryCode: 82, isForeigner: true });
  await t.app.members.create({ loginId: 'seoul0002', passwordHash, nickname: '서울2', phone: '01044446666', countryCode: 82, isForeigner: true });
});
afterAll(() => t.close());

async function call(url: string, payload: Record<string, unknown>, jar?: CookieJar, method: 'POST' | 'PUT' = 'POST') {
  const j = jar ?? (await xsrfJar(t.app));
  // each call from its own address: the per-IP cap is not under test here
  return t.app.inject({ method, url, headers: mutatingHeaders(j), payload, remoteAddress: `10.9.0.${++ip % 250}` });
}
const send = async (body: Record<string, unknown>, jar?: CookieJar) =>
  call('/v2/api/auth/signup/send-phone-verification', { countryCode: 1, captchaToken: await solvedCaptcha(t.app), ...body }, jar);
const verify = (body: Record<string, unknown>) => call('/api/auth/signup/verify-phone', { countryCode: 1, ...body });
const outbox = (phone: string) =>
  t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?countryCode=1&phone=${phone}`, headers: { ...CLIENT, host: API_HOST } });
const codeOf = async (phone: string) => ((await outbox(phone)).json() as { code: string }).code;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
const SENT = { result: 'ok', msg: '인증번호가 발송되었습니다.' };

describe('phone verification with a purpose', () => {
  it('resets a foreign member’s password by phone; the token is spent once', async () => {
    const sent = await send({ phone: '2025550101', purpose: 'password', loginId: 'globe0001' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);
    const code = await codeOf('2025550101');
    // a code sent for a purpose verifies only under that purpose
    expect((await verify({ phone: '2025550101', code, purpose: 'signup' })).statusCode).toBe(400);
    expect((await verify({ phone: '2025550101', code })).statusCode).toBe(400);
    const ok = await verify({ phone: '2025550101', code, purpose: 'password' });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json() as { token: string };

    const confirm = await call('/api/auth/signin/find-password/confirm', { loginId: 'globe0001', phoneVerificationToken: token });
    expect(confirm.statusCode).toBe(200);
    const again = await call('/api/auth/signin/find-password/confirm', { loginId: 'globe0001', phoneVerificationToken: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('본인 확인 후 이용가능합니다.');

    const reset = await call('/api/oauth/password', { loginId: 'globe0001', authToken: confirm.json().authToken, password: 'Newer!2345' }, undefined, 'PUT');
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, { loginId: 'globe0001', password: 'Newer!2345', loginKeep: false, saveId: false, device: 'PCWEB' })).res.statusCode).toBe(200);
  });

  it('a sign-up token cannot be spent for a password reset or a find ID', async () => {
    expect((await send({ phone: '2025550102' })).statusCode).toBe(200);
    const ok = await verify({ phone: '2025550102', code: await codeOf('2025550102') });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json() as { token: string };
    const reset = await call('/api/auth/signin/find-password/confirm', { loginId: 'globe0002', phoneVerificationToken: token });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('auth.verification.required');
    expect((await call('/api/auth/signin/find-id/confirm', { phoneVerificationToken: token })).statusCode).toBe(400);
  });

  it('finds the masked IDs of a foreign member’s number', async () => {
    expect((await send({ phone: '2025550103', purpose: 'id' })).json()).toEqual(SENT);
    const ok = await verify({ phone: '2025550103', code: await codeOf('2025550103'), purpose: 'id' });
    const found = await call('/api/auth/signin/find-id/confirm', { phoneVerificationToken: ok.json().token });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ result: 'ok', loginIds: ['glo******'] });
  });

  it('finds and resets members whose numbers are stored in national form, by the number typed either way', async () => {
    const korean = (body: Record<string, unknown>) => ({ countryCode: 82, ...body });
    const outbox82 = async (phone: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?countryCode=82&phone=${phone}`, headers: { ...CLIENT, host: API_HOST } })).json() as { code: string }).code;
    expect((await send(korean({ phone: '1044445555', purpose: 'id' }))).json()).toEqual(SENT);
    const id = await verify(korean({ phone: '1044445555', code: await outbox82('1044445555'), purpose: 'id' }));
    const found = await call('/api/auth/signin/find-id/confirm', { phoneVerificationToken: id.json().token });
    expect(found.json()).toEqual({ result: 'ok', loginIds: ['seo******'] });
    // typed with the trunk 0 it is the same number (same lock)
    expect((await send(korean({ phone: '01044445555', purpose: 'id' }))).statusCode).toBe(429);

    expect((await send(korean({ phone: '1044446666', purpose: 'password', loginId: 'seoul0002' }))).json()).toEqual(SENT);
    const pw = await verify(korean({ phone: '01044446666', code: await outbox82('01044446666'), purpose: 'password' }));
    const reset = await call('/api/auth/signin/find-password/confirm', { loginId: 'seoul0002', phoneVerificationToken: pw.json().token });
    expect(reset.statusCode).toBe(200);
  });

  it('answers an unregistered number or another member’s number like a sent code, but sends nothing', async () => {
    const unknown = await send({ phone: '2025550199', purpose: 'id' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(SENT);
    expect((await outbox('2025550199')).statusCode).toBe(404);
    // globe0004's number for globe0001's password
    const other = await send({ phone: '2025550104', purpose: 'password', loginId: 'globe0001' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(SENT);
    expect((await outbox('2025550104')).statusCode).toBe(404);
    const guess = await verify({ phone: '2025550104', code: '123456', purpose: 'password' });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().msg).toBe('인증번호가 올바르지 않습니다.');
    // the same 60 s lock holds whether or not a code went out
    const locked = await send({ phone: '2025550104', purpose: 'password', loginId: 'globe0004' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('잠시 후 다시 시도해주세요.');
  });

  it('refuses another member’s phone token for a password reset', async () => {
    await send({ phone: '2025550105', purpose: 'password', loginId: 'globe0005' });
    const ok = await verify({ phone: '2025550105', code: await codeOf('2025550105'), purpose: 'password' });
    const { token } = ok.json() as { token: string };
    const theft = await call('/api/auth/signin/find-password/confirm', { loginId: 'globe0006', phoneVerificationToken: token });
    expect(theft.statusCode).toBe(400);
    expect(theft.json().code).toBe('auth.verification.required');
    // not consumed by the refusal: its owner can still use it
    expect((await call('/api/auth/signin/find-password/confirm', { loginId: 'globe0005', phoneVerificationToken: token })).statusCode).toBe(200);
  });

  it('withdraws a signed-in foreign member by their own phone only', async () => {
    const guest = await send({ phone: '2025550106', purpose: 'expire' });
    expect(guest.statusCode).toBe(401);
    const { jar } = await signIn(t.app, { loginId: 'globe0006', password: 'Globe!2345', loginKeep: false, saveId: false, device: 'PCWEB' });
    const notOwn = await send({ phone: '2025550101', purpose: 'expire' }, jar);
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json()).toEqual({ msg: '회원 정보에 등록된 휴대폰 번호가 아닙니다.', code: 'auth.phone.notOwn' });
    expect((await send({ phone: '2025550106', purpose: 'expire', loginId: 'globe0001' }, jar)).statusCode).toBe(400);
    expect((await send({ phone: '2025550106', purpose: 'expire' }, jar)).json()).toEqual(SENT);
    const ok = await verify({ phone: '2025550106', code: await codeOf('2025550106'), purpose: 'expire' });
    const res = await call('/api/auth/expire', { loginId: 'globe0006', phoneVerificationToken: ok.json().token }, jar);
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, { loginId: 'globe0006', password: 'Globe!2345', loginKeep: false, saveId: false, device: 'PCWEB' })).res.statusCode).not.toBe(200);
  });

  it('answers bad input with 4xx and the spec’s texts', async () => {
    const badPurpose = await send({ phone: '2025550150', purpose: 'bogus' });
    expect(badPurpose.statusCode).toBe(400);
    const noLoginId = await send({ phone: '2025550150', purpose: 'password' });
    expect(noLoginId.statusCode).toBe(400);
    expect(noLoginId.json().msg).toBe('아이디를 확인해주세요.');
    const longId = await send({ phone: '2025550150', purpose: 'password', loginId: 'x'.repeat(40) });
    expect(longId.statusCode).toBe(400);
    const noCaptcha = await call('/v2/api/auth/signup/send-phone-verification', { countryCode: 1, phone: '2025550150', captchaToken: '', purpose: 'id' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().msg).toBe('인증이 완료되지 않았습니다.');
    const badVerify = await verify({ phone: '2025550150', code: '123456', purpose: 42 });
    expect(badVerify.statusCode).toBe(400);
    const nothingPending = await verify({ phone: '2025550150', code: otherCode('123456'), purpose: 'id' });
    expect(nothingPending.statusCode).toBe(400);
    expect(nothingPending.json().msg).toBe('인증번호가 올바르지 않습니다.');
  });
});
