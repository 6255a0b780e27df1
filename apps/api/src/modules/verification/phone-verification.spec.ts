import { phoneVerifications, rateLimits } from '@luvcast/db';
import { hashOpaqueToken } from '@luvcast/server-auth';
import { eq } from 'drizzle-orm';
import { solvedCaptcha } from '../../testing/captcha';
import { API_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, xsrfJar, type TestApp } from '../../testing/test-app';

/** sends per IP are counted per clock hour in this file (a day's end is an hour's end too) */
const SMS_IP_WINDOW_S = 3600;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { captchaMaxNumber: 2000, smsResendLockS: 2, smsDailyCap: 3, smsIpCap: 6, smsIpWindowS: SMS_IP_WINDOW_S } });
});
afterAll(() => t.close());

const send = async (body: Record<string, unknown>, ip = '10.0.0.1') => {
  const jar = await xsrfJar(t.app);
  return t.app.inject({ method: 'POST', url: '/v2/api/auth/signup/send-phone-verification', headers: mutatingHeaders(jar), payload: body, remoteAddress: ip });
};
const verify = async (body: Record<string, unknown>) => {
  const jar = await xsrfJar(t.app);
  return t.app.inject({ method: 'POST', url: '/api/auth/signup/verify-phone', headers: mutatingHeaders(jar), payload: body });
};
const outbox = (countryCode: number, phone: string) =>
  t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?countryCode=${countryCode}&phone=${phone}`, headers: { ...CLIENT, host: API_HOST } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('captcha', () => {
  it('hands out a signed ALTCHA challenge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/captcha/challenge', headers: { ...CLIENT, host: API_HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expect.objectContaining({ algorithm: 'SHA-256', challenge: expect.any(String), salt: expect.stringContaining('expires='), signature: expect.any(String), maxnumber: 2000 }));
  });

  it('refuses an unsolved, forged or replayed captcha before any SMS', async () => {
    const missing = await send({ countryCode: 1, phone: '2025550100', captchaToken: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe('인증이 완료되지 않았습니다.');
    const forged = await send({ countryCode: 1, phone: '2025550100', captchaToken: Buffer.from('{"algorithm":"SHA-256","challenge":"x","number":1,"salt":"s","signature":"y"}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().msg).toBe('인증이 완료되지 않았습니다.');
    const garbage = await send({ countryCode: 1, phone: '2025550100', captchaToken: 'not base64 json' });
    expect(garbage.statusCode).toBe(400);
    expect((await outbox(1, '2025550100')).statusCode).toBe(404);

    const token = await solvedCaptcha(t.app);
    expect((await send({ countryCode: 1, phone: '2025550100', captchaToken: token })).statusCode).toBe(200);
    const replay = await send({ countryCode: 1, phone: '2025550101', captchaToken: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().msg).toBe('인증이 완료되지 않았습니다.');
    expect((await outbox(1, '2025550101')).statusCode).toBe(404);
  });
});

describe('phone verification', () => {
  it('sends a code, refuses wrong codes and answers a token whose hash is stored', async () => {
    const sent = await send({ countryCode: 7, phone: '9161234567', captchaToken: await solvedCaptcha(t.app) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ result: 'ok', msg: '인증번호가 발송되었습니다.' });
    const { code } = (await outbox(7, '9161234567')).json() as { code: string };
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await verify({ countryCode: 7, phone: '9161234567', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('인증번호가 올바르지 않습니다.');
    const ok = await verify({ countryCode: 7, phone: '9161234567', code });
    expect(ok.statusCode).toBe(200);
    const { token } = ok.json() as { token: string };
    const row = await t.app.phoneVerificationTokens.findUsableByTokenHash(hashOpaqueToken(token), ['signup']);
    expect(row).toEqual(expect.objectContaining({ countryCode: 7, phone: '9161234567' }));
    expect(row?.codeHash).not.toContain(code);
    // a confirmed code is spent
    expect((await verify({ countryCode: 7, phone: '9161234567', code })).statusCode).toBe(400);
  });

  it('allows five attempts per code, then refuses even the right one', async () => {
    await send({ countryCode: 82, phone: '01011112222', captchaToken: await solvedCaptcha(t.app) });
    const { code } = (await outbox(82, '01011112222')).json() as { code: string };
    const bad = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) expect((await verify({ phone: '01011112222', code: bad })).statusCode).toBe(400);
    const late = await verify({ phone: '01011112222', code });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('인증번호가 올바르지 않습니다.');
  });

  it('validates the fields with the spec texts', async () => {
    const empty = await send({ countryCode: 82, phone: '', captchaToken: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('휴대폰 번호를 입력해주세요.');
    const letters = await send({ countryCode: 82, phone: '010abc', captchaToken: 'x' });
    expect(letters.json().msg).toBe('숫자만 입력해주세요.');
    const noCode = await verify({ phone: '01012345678', code: '' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().msg).toBe('인증번호가 올바르지 않습니다.');
  });

  it('locks a number after a send, caps sends per day and per IP', async () => {
    // the daily and hourly counts are fixed windows of the clock
    await awayFromWindowEnd(SMS_IP_WINDOW_S, 30);
    const phone = '01077778888';
    const [token1, token2] = [await solvedCaptcha(t.app), await solvedCaptcha(t.app)];
    const first = await send({ countryCode: 82, phone, captchaToken: token1 }, '10.0.0.2');
    expect(first.statusCode).toBe(200);
    const locked = await send({ countryCode: 82, phone, captchaToken: token2 }, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toBe('잠시 후 다시 시도해주세요.');
    // the daily cap (3 in this test) outlives the lock
    await sleep(2100);
    expect((await send({ countryCode: 82, phone, captchaToken: await solvedCaptcha(t.app) }, '10.0.0.2')).statusCode).toBe(200);
    await sleep(2100);
    expect((await send({ countryCode: 82, phone, captchaToken: await solvedCaptcha(t.app) }, '10.0.0.2')).statusCode).toBe(200);
    await sleep(2100);
    const daily = await send({ countryCode: 82, phone, captchaToken: await solvedCaptcha(t.app) }, '10.0.0.2');
    expect(daily.statusCode).toBe(429);
    expect(daily.json().msg).toBe('오늘은 더 이상 인증번호를 받을 수 없습니다.');

    // per IP: 6 sends per hour from 10.0.0.3 (different numbers), the 7th refused
    for (let i = 0; i < 6; i++) {
      expect((await send({ countryCode: 82, phone: `0109000000${i}`, captchaToken: await solvedCaptcha(t.app) }, '10.0.0.3')).statusCode).toBe(200);
    }
    const ipCapped = await send({ countryCode: 82, phone: '01090000009', captchaToken: await solvedCaptcha(t.app) }, '10.0.0.3');
    expect(ipCapped.statusCode).toBe(429);
    expect(ipCapped.json().msg).toBe('잠시 후 다시 시도해주세요.');
    expect((await send({ countryCode: 82, phone: '01090000009', captchaToken: await solvedCaptcha(t.app) }, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('phone numbers', () => {
  it('refuses a number no SMS reaches with the phone message before spending anything', async () => {
    const captchaToken = await solvedCaptcha(t.app);
    const unreachable: [number, string][] = [[82, '1'], [82, '0212345678'], [1, '9005550123'], [1, '1012345678'], [999, '1234567']];
    for (const [countryCode, phone] of unreachable) {
      const res = await send({ countryCode, phone, captchaToken }, '10.0.3.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('휴대폰 번호를 입력해주세요.');
      expect((await outbox(countryCode, phone)).statusCode).toBe(404);
    }
    // no lock, no daily count, no per-IP count, no code
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys.filter((k) => k.includes('10.0.3.1') || unreachable.some(([cc, p]) => k.endsWith(`:${cc}:${p}`)))).toEqual([]);
    expect(await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '1'))).toEqual([]);
    // and the captcha was not used up
    expect((await send({ countryCode: 82, phone: '01055550020', captchaToken }, '10.0.3.1')).statusCode).toBe(200);
  });

  it('takes the number in national format and counts it as one number however it is typed', async () => {
    // both captchas solved first: solving takes a loaded machine long enough to outlive the 2 s lock
    const [first, second] = [await solvedCaptcha(t.app), await solvedCaptcha(t.app)];
    const sent = await send({ countryCode: 82, phone: '010 5555 0010', captchaToken: first }, '10.0.3.2');
    expect(sent.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '1055550010'));
    expect(row).toEqual(expect.objectContaining({ countryCode: 82, phone: '1055550010' }));
    const { code } = (await outbox(82, '01055550010')).json() as { code: string };
    expect((await outbox(82, '1055550010')).json()).toEqual(expect.objectContaining({ code }));
    // the same number without the trunk 0 is under the same lock
    const again = await send({ countryCode: 82, phone: '1055550010', captchaToken: second }, '10.0.3.2');
    expect(again.statusCode).toBe(429);
    expect((await verify({ countryCode: 82, phone: '01055550010', code })).statusCode).toBe(200);
  });
});

describe('resend lock (SMS_RESEND_LOCK_S = 2 in this file)', () => {
  const captchas = (n: number) => Promise.all(Array.from({ length: n }, () => solvedCaptcha(t.app)));

  it('keeps the 60 s lock from the last sent code when a retry is refused', async () => {
    const phone = '01055550001';
    const [first, retry, late] = await captchas(3);
    // start 0.8-0.9 s into a 2 s period of the clock, so the refused retry falls into the next
    // period: a per-period counter then still refuses after the lock of the sent code has ended
    while (Date.now() % 2000 < 800 || Date.now() % 2000 > 900) await sleep(5);
    const sentAt = Date.now();
    expect((await send({ countryCode: 82, phone, captchaToken: first }, '10.0.1.1')).statusCode).toBe(200);
    // the code was recorded, and its lock started, between sentAt and now (slow on a loaded machine)
    const answeredAt = Date.now();
    await sleep(sentAt + 1200 - Date.now());
    const refused = await send({ countryCode: 82, phone, captchaToken: retry }, '10.0.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('잠시 후 다시 시도해주세요.');
    // 2.5 s after the sent code (1.3 s after the refused retry), and over 2 s after it was recorded:
    // the lock has ended (still inside the period of the refused retry while the send took < 1.1 s)
    await sleep(Math.max(sentAt + 2500, answeredAt + 2100) - Date.now());
    expect((await send({ countryCode: 82, phone, captchaToken: late }, '10.0.1.1')).statusCode).toBe(200);
  });

  it('sends one SMS when parallel requests ask for the same number', async () => {
    const phone = '01055550003';
    const tokens = await captchas(10);
    const answers = await Promise.all(tokens.map((captchaToken, i) => send({ countryCode: 82, phone, captchaToken }, `10.0.2.${i}`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(429)]);
    const rows = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '1055550003'));
    expect(rows).toHaveLength(1);
  });

  it('starts no lock when the SMS gateway refuses the code', async () => {
    const phone = '01055550002';
    const [first, second] = await captchas(2);
    const gateway = jest.spyOn(t.app.providers.sms, 'send').mockRejectedValueOnce(new Error('SMS gateway answered 503'));
    try {
      const failed = await send({ countryCode: 82, phone, captchaToken: first }, '10.0.1.2');
      expect(failed.statusCode).toBe(400);
      expect(failed.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
      expect((await send({ countryCode: 82, phone, captchaToken: second }, '10.0.1.2')).statusCode).toBe(200);
      expect(gateway).toHaveBeenCalledTimes(2);
    } finally {
      gateway.mockRestore();
    }
    // only the code that went out is pending
    const rows = await t.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, '1055550002'));
    expect(rows).toHaveLength(1);
  });
});

describe('phone verification without an SMS provider', () => {
  it('answers 400 with a message and sends nothing', async () => {
    const off = await createTestApp({ config: { smsProvider: 'off' } });
    try {
      const jar = await xsrfJar(off.app);
      const res = await off.app.inject({ method: 'POST', url: '/v2/api/auth/signup/send-phone-verification', headers: mutatingHeaders(jar), payload: { countryCode: 82, phone: '01012345678', captchaToken: 'x' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('알 수 없는 오류가 발생하였습니다.');
      expect((await off.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?countryCode=82&phone=01012345678', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
