import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { errorBody, messageText, sendPhoneVerificationBody, verifyPhoneBody, verifyPhoneResult } from '@luvcast/contracts';
import { hashOpaqueToken, newOpaqueToken } from '@luvcast/db';
import * as v from 'valibot';
import { deriveKey } from '../../../providers';
import type { RoutePlugin } from '../../../types';

const sentResult = v.object({ result: v.literal('ok'), msg: v.string() });

/**
 * Phone verification by SMS (foreigner sign-up).
 * POST /v2/api/auth/signup/send-phone-verification: captcha first, then the limits (per IP, 60 s
 * lock per number, daily cap per number; all in the shared rate_limits table), then a 6-digit
 * code whose HMAC is stored with its expiry.
 * POST /api/auth/signup/verify-phone: at most SMS_MAX_ATTEMPTS tries per code; success answers
 * `{ token }` (random; phone_verifications.token_hash = hashOpaqueToken(token)), spent by sign-up.
 */
const phoneVerificationRoutes: RoutePlugin = async (app) => {
  const codeKey = deriveKey(app.config.jwtSecret, 'sms-code');
  const hashCode = (id: string, code: string) => createHmac('sha256', codeKey).update(`${id}:${code}`).digest('hex');

  app.post(
    '/v2/api/auth/signup/send-phone-verification',
    { schema: { tags: ['auth'], body: sendPhoneVerificationBody, response: { 200: sentResult, 400: errorBody, 429: errorBody } } },
    async (request, reply) => {
      const { countryCode, phone, captchaToken } = request.body;
      const c = app.config;
      const locale = request.locale;
      if (app.providers.sms.kind === 'off') return reply.code(400).send({ msg: messageText('common.unknownError', locale) });
      const captchaOk = await app.providers.captcha.verify(captchaToken, (key, ttlS) => app.nonces.use(key, ttlS));
      if (!captchaOk) return reply.code(400).send({ msg: messageText('auth.captcha.incomplete', locale) });

      const number = `${countryCode}:${phone}`;
      if ((await app.rateLimits.hit(`sms:ip:${request.ip}`, c.smsIpWindowS)) > c.smsIpCap) {
        return reply.code(429).send({ msg: messageText('auth.phone.locked', locale) });
      }
      const lockHits = await app.rateLimits.hit(`sms:lock:${number}`, c.smsResendLockS);
      if (lockHits > 1 || (await app.phoneVerifications.sentWithin(countryCode, phone, c.smsResendLockS))) {
        return reply.code(429).send({ msg: messageText('auth.phone.locked', locale) });
      }
      if ((await app.rateLimits.hit(`sms:day:${number}`, 86_400)) > c.smsDailyCap) {
        return reply.code(429).send({ msg: messageText('auth.phone.dailyLimit', locale) });
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // the code's HMAC is bound to the row id (no table of 10^6 precomputed hashes)
      const id = randomUUID();
      await app.phoneVerifications.create({ id, countryCode, phone, codeHash: hashCode(id, code), ttlS: c.smsCodeTtlS });
      try {
        await app.providers.sms.send({ countryCode, phone, code, text: `[luvcast] 인증번호 [${code}]를 입력해주세요.` });
      } catch (err) {
        request.log.warn({ err }, 'sms send failed');
        return reply.code(400).send({ msg: messageText('common.unknownError', locale) });
      }
      return { result: 'ok' as const, msg: messageText('auth.phone.sent', locale) };
    },
  );

  app.post(
    '/api/auth/signup/verify-phone',
    { schema: { tags: ['auth'], body: verifyPhoneBody, response: { 200: verifyPhoneResult, 400: errorBody } } },
    async (request, reply) => {
      const { phone, code, countryCode } = request.body;
      const invalid = () => reply.code(400).send({ msg: messageText('auth.phone.codeInvalid', request.locale) });
      const row = await app.phoneVerifications.findPending(countryCode, phone);
      if (!row) return invalid();
      if (!(await app.phoneVerifications.countAttempt(row.id, app.config.smsMaxAttempts))) return invalid();
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hashCode(row.id, code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return invalid();
      const token = newOpaqueToken();
      if (!(await app.phoneVerifications.confirm(row.id, hashOpaqueToken(token)))) return invalid();
      return { token };
    },
  );
};
export default phoneVerificationRoutes;
