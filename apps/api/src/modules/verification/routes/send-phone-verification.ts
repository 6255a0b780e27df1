import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { errorBody, messageText, verifyPhoneResult } from '@luvcast/contracts';
import { sendPhoneVerificationBody, verifyPhoneBody } from '@luvcast/contracts/phone-number';
import { hashOpaqueToken, newOpaqueToken } from '@luvcast/server-auth';
import * as v from 'valibot';
import { deriveKey } from '../../../providers';
import type { RoutePlugin } from '../../../types';
import { membersWithPhone, phoneMatches } from '../verification.service';

const sentResult = v.object({ result: v.literal('ok'), msg: v.string() });

/**
 * Phone verification by SMS (foreigner sign-up, and the find ID / find password / withdrawal flows
 * of foreign members).
 * An optional `purpose` (signup | id | password | expire; signup when absent) is stored with the code
 * and must be named again on verify-phone; the token only spends in flows of that purpose.
 * Who gets a code for the recovery purposes (after the captcha and the same limits as sign-up):
 * - id: only a number registered to an active member; password: only the number of the member of
 *   `loginId`. Both answer exactly like a successful send in every case (same status, text, limits
 *   spent and a pending row whose code nobody knows) and hand the SMS to the provider without
 *   waiting for it, so the answer never tells whether a number (or a login ID + number pair) is
 *   registered. Only the phone's owner learns it, from the code that arrives.
 * - expire: only for the signed-in member (401 otherwise) and only their own number; a different
 *   number answers 400 auth.phone.notOwn (it is the caller's own account, nothing leaks).
 * POST /v2/api/auth/signup/send-phone-verification: the body schema refuses a number no SMS
 * reaches (400 auth.phone.empty, before anything is spent) and hands the handler the number
 * canonical (82 + 1012345678, whatever national form was typed). Then captcha, then the limits (per IP, 60 s
 * lock per number, daily cap per number; all in the shared rate_limits table), then a 6-digit
 * code whose HMAC is stored with its expiry. The lock runs SMS_RESEND_LOCK_S from the last code
 * sent: a send refused by any limit leaves it as it was, and one the gateway refuses ends it
 * (the recovery purposes count as sent whoever owns the number, like their answer).
 * POST /api/auth/signup/verify-phone: at most SMS_MAX_ATTEMPTS tries per code; success answers
 * `{ token }` (random; phone_verifications.token_hash = hashOpaqueToken(token)), spent by sign-up.
 */
const phoneVerificationRoutes: RoutePlugin = async (app) => {
  const codeKey = deriveKey(app.config.jwtSecret, 'sms-code');
  const hashCode = (id: string, code: string) => createHmac('sha256', codeKey).update(`${id}:${code}`).digest('hex');

  app.post(
    '/v2/api/auth/signup/send-phone-verification',
    { schema: { tags: ['auth'], body: sendPhoneVerificationBody, response: { 200: sentResult, 400: errorBody, 401: errorBody, 429: errorBody } } },
    async (request, reply) => {
      const { countryCode, phone, captchaToken, purpose, loginId } = request.body;
      const c = app.config;
      const locale = request.locale;
      if (app.providers.sms.kind === 'off') return reply.code(400).send({ msg: messageText('common.unknownError', locale) });
      const captchaOk = await app.providers.captcha.verify(captchaToken, (key, ttlS) => app.nonces.use(key, ttlS));
      if (!captchaOk) return reply.code(400).send({ msg: messageText('auth.captcha.incomplete', locale) });
      const contact = { phone, countryCode, memberId: null };
      if (purpose === 'password' && !loginId) return reply.code(400).send({ msg: messageText('auth.id.empty', locale), code: 'auth.id.empty' });
      if (purpose === 'expire') {
        const me = await app.identify(request);
        if (!me) return reply.code(401).send({ msg: messageText('auth.token.invalid', locale) });
        if ((loginId && loginId !== me.loginId) || !phoneMatches(me.row, contact)) {
          return reply.code(400).send({ msg: messageText('auth.phone.notOwn', locale), code: 'auth.phone.notOwn' });
        }
      }

      const number = `${countryCode}:${phone}`;
      if ((await app.rateLimits.hit(`sms:ip:${request.ip}`, c.smsIpWindowS)) > c.smsIpCap) {
        return reply.code(429).send({ msg: messageText('auth.phone.locked', locale) });
      }
      // the lock runs from the last code sent: a refused send never starts or moves it
      const claim = await app.phoneVerifications.claimResendLock(number, c.smsResendLockS * 1000);
      if (claim === null) return reply.code(429).send({ msg: messageText('auth.phone.locked', locale) });
      if ((await app.rateLimits.hit(`sms:day:${number}`, 86_400)) > c.smsDailyCap) {
        await app.phoneVerifications.releaseResendLock(number, claim);
        return reply.code(429).send({ msg: messageText('auth.phone.dailyLimit', locale) });
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      // the code's HMAC is bound to the row id (no table of 10^6 precomputed hashes)
      const id = randomUUID();
      await app.phoneVerifications.create({ id, countryCode, phone, purpose, codeHash: hashCode(id, code), ttlS: c.smsCodeTtlS });
      if (purpose === 'id' || purpose === 'password') {
        // same answer whoever owns the number; only a member's number receives the code
        const member = purpose === 'password' ? await app.members.findByLoginId(loginId ?? '') : undefined;
        const recipient =
          purpose === 'id'
            ? (await membersWithPhone(app, contact)).length > 0
            : !!member && !member.expiredAt && phoneMatches(member, contact);
        if (recipient) {
          void app.providers.sms
            .send({ countryCode, phone, code, text: `[luvcast] 인증번호 [${code}]를 입력해주세요.` })
            .catch((err: unknown) => request.log.warn({ err }, 'sms send failed'));
        }
        return { result: 'ok' as const, msg: messageText('auth.phone.sent', locale) };
      }
      try {
        await app.providers.sms.send({ countryCode, phone, code, text: `[luvcast] 인증번호 [${code}]를 입력해주세요.` });
      } catch (err) {
        request.log.warn({ err }, 'sms send failed');
        // no code went out: no lock, and the previous code (if any) stays the pending one
        await app.phoneVerifications.discard(id);
        await app.phoneVerifications.releaseResendLock(number, claim);
        return reply.code(400).send({ msg: messageText('common.unknownError', locale) });
      }
      return { result: 'ok' as const, msg: messageText('auth.phone.sent', locale) };
    },
  );

  app.post(
    '/api/auth/signup/verify-phone',
    { schema: { tags: ['auth'], body: verifyPhoneBody, response: { 200: verifyPhoneResult, 400: errorBody } } },
    async (request, reply) => {
      const { phone, code, countryCode, purpose } = request.body;
      const invalid = () => reply.code(400).send({ msg: messageText('auth.phone.codeInvalid', request.locale) });
      const row = await app.phoneVerifications.findPending(countryCode, phone, purpose);
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
