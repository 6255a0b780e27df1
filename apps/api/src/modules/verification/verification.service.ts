import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, MemberRow } from '@luvcast/db';
import type { FastifyBaseLogger } from 'fastify';
import { isAdultOn, type devIdentityBody, type PhonePurpose } from '@luvcast/contracts';
import { phoneNumberForms, samePhoneNumber } from '@luvcast/contracts/phone-number';
import { hashOpaqueToken, isAllowedOrigin, newOpaqueToken } from '@luvcast/server-auth';
import type * as v from 'valibot';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { smsCodeHash } from '../auth/tokens';

export type VerificationServiceDeps = Pick<
  App,
  'config' | 'db' | 'providers' | 'nonces' | 'rateLimits' | 'members' | 'phoneVerifications' | 'phoneVerificationTokens' | 'identityVerifications'
>;

/** What a spent verification proves: a phone number (and the name for identity results). */
export interface ProvenContact {
  phone: string;
  /** null for identity results (domestic numbers) */
  countryCode: number | null;
  memberId: number | null;
}

/** Which verification rows each flow accepts (identity types / phone purposes). */
export const VERIFICATION_KINDS = {
  id: { identity: ['id'], phone: ['id', 'find-id'] },
  password: { identity: ['password'], phone: ['password', 'find-password'] },
  expire: { identity: ['expire'], phone: ['expire'] },
} as const;
export type VerificationFlow = keyof typeof VERIFICATION_KINDS;

/** Identity verification types a sign-up may spend. */
export const SIGNUP_IDENTITY_TYPES = ['personal-signup', 'personal'] as const;
/** Identity verification types a signed-in member may apply to their account (POST /api/my/personal-auth). */
export const MEMBER_IDENTITY_TYPES = ['personal'] as const;
/** Phone verification purposes a foreigner sign-up may spend. */
export const SIGNUP_PHONE_PURPOSES = ['signup', 'phone'] as const;

/**
 * A member's phone matches a proven contact (country code compared when both sides have one).
 * With both country codes, the same number written differently matches too: phone verification
 * stores numbers canonical (82 + 1012345678), members may hold the national form (01012345678).
 */
export function phoneMatches(member: { phone: string | null; countryCode: number | null }, c: ProvenContact): boolean {
  if (!member.phone) return false;
  if (member.countryCode !== null && c.countryCode !== null) {
    return samePhoneNumber({ countryCode: member.countryCode, phone: member.phone }, { countryCode: c.countryCode, phone: c.phone });
  }
  return member.phone === c.phone;
}

const smsText = (code: string) => `[luvcast] 인증번호 [${code}]를 입력해주세요.`;

/**
 * Proving who someone is, and spending that proof: the captcha, phone verification by SMS
 * (foreigner sign-up and the find ID / find password / withdrawal flows of foreign members) and
 * identity verification (the provider's popup and, in development, its offline stand-in).
 */
export function createVerificationService(app: VerificationServiceDeps) {
  const service = {
    captchaChallenge: () => app.providers.captcha.challenge(),
    /** Spends a captcha solution once (on every instance: the shared nonces table). */
    captchaSolved: (token: string) => app.providers.captcha.verify(token, (key, ttlS) => app.nonces.use(key, ttlS)),

    /** Members registered with a proven contact's number, in any form it may be stored in. */
    membersWithPhone: (c: Pick<ProvenContact, 'phone' | 'countryCode'>) =>
      app.members.findByPhone(c.countryCode === null ? c.phone : phoneNumberForms(c.countryCode, c.phone), c.countryCode),

    /**
     * Sends a 6-digit code by SMS (POST /v2/api/auth/signup/send-phone-verification; the number
     * comes canonical from the body schema). An optional `purpose` (signup | id | password |
     * expire) is stored with the code and must be named again on verify; the token spends only in
     * flows of that purpose. Order: captcha, then the purpose's caller rules, then the limits (per
     * IP, 60 s lock per number, daily cap per number; all in the shared rate_limits table).
     * - id: only a number registered to an active member gets the code; password: only the number
     *   of the member of `loginId`. Both answer like a successful send in every case (same status,
     *   text, limits spent and a pending row whose code nobody knows) and hand the SMS to the
     *   provider without waiting for it, so the answer never tells whether a number (or a login
     *   ID + number pair) is registered. Only the phone's owner learns it, from the code that arrives.
     * - expire: only for the signed-in member (401 otherwise) and only their own number (400
     *   auth.phone.notOwn: it is the caller's own account, nothing leaks).
     * The lock runs SMS_RESEND_LOCK_S from the last code sent: a send refused by any limit leaves
     * it as it was, and one the gateway refuses ends it (and drops the unsent code).
     */
    async sendPhoneCode(
      input: { countryCode: number; phone: string; captchaToken: string; purpose: PhonePurpose; loginId?: string; ip: string },
      caller: () => Promise<AuthedMember | null>,
      log: FastifyBaseLogger,
    ): Promise<Refusal | { sent: true }> {
      const { countryCode, phone, purpose, loginId } = input;
      const c = app.config;
      if (app.providers.sms.kind === 'off') return refusal('common.unknownError', 400, { code: false });
      if (!(await service.captchaSolved(input.captchaToken))) return refusal('auth.captcha.incomplete', 400, { code: false });
      const contact = { phone, countryCode, memberId: null };
      if (purpose === 'password' && !loginId) return refusal('auth.id.empty', 400);
      if (purpose === 'expire') {
        const me = await caller();
        if (!me) return refusal('auth.token.invalid', 401, { code: false });
        if ((loginId && loginId !== me.loginId) || !phoneMatches(me.row, contact)) return refusal('auth.phone.notOwn', 400);
      }

      const number = `${countryCode}:${phone}`;
      if ((await app.rateLimits.hit(`sms:ip:${input.ip}`, c.smsIpWindowS)) > c.smsIpCap) return refusal('auth.phone.locked', 429, { code: false });
      // the lock runs from the last code sent: a refused send never starts or moves it
      const claim = await app.phoneVerifications.claimResendLock(number, c.smsResendLockS * 1000);
      if (claim === null) return refusal('auth.phone.locked', 429, { code: false });
      if ((await app.rateLimits.hit(`sms:day:${number}`, 86_400)) > c.smsDailyCap) {
        await app.phoneVerifications.releaseResendLock(number, claim);
        return refusal('auth.phone.dailyLimit', 429, { code: false });
      }

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const id = randomUUID();
      await app.phoneVerifications.create({ id, countryCode, phone, purpose, codeHash: smsCodeHash(c.jwtSecret, id, code), ttlS: c.smsCodeTtlS });
      const message = { countryCode, phone, code, text: smsText(code) };
      if (purpose === 'id' || purpose === 'password') {
        // same answer whoever owns the number; only a member's number receives the code
        const member = purpose === 'password' ? await app.members.findByLoginId(loginId ?? '') : undefined;
        const recipient =
          purpose === 'id' ? (await service.membersWithPhone(contact)).length > 0 : !!member && !member.expiredAt && phoneMatches(member, contact);
        if (recipient) void app.providers.sms.send(message).catch((err: unknown) => log.warn({ err }, 'sms send failed'));
        return { sent: true };
      }
      try {
        await app.providers.sms.send(message);
      } catch (err) {
        log.warn({ err }, 'sms send failed');
        // no code went out: no lock, and the previous code (if any) stays the pending one
        await app.phoneVerifications.discard(id);
        await app.phoneVerifications.releaseResendLock(number, claim);
        return refusal('common.unknownError', 400, { code: false });
      }
      return { sent: true };
    },

    /**
     * POST /api/auth/signup/verify-phone: at most SMS_MAX_ATTEMPTS tries per code; success gives a
     * random token (phone_verifications.token_hash = hashOpaqueToken(token)) spent by the flow. Null: wrong code.
     */
    async confirmPhoneCode(input: { countryCode: number; phone: string; code: string; purpose: PhonePurpose }): Promise<string | null> {
      const row = await app.phoneVerifications.findPending(input.countryCode, input.phone, input.purpose);
      if (!row || !(await app.phoneVerifications.countAttempt(row.id, app.config.smsMaxAttempts))) return null;
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(smsCodeHash(app.config.jwtSecret, row.id, input.code));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const token = newOpaqueToken();
      return (await app.phoneVerifications.confirm(row.id, hashOpaqueToken(token))) ? token : null;
    },

    /**
     * Finds and consumes a verification for a flow: an identity result by `authKey` or a confirmed
     * phone verification by `phoneVerificationToken`. `accept` decides whether it fits (e.g. the
     * phone of the member); it is consumed only then. Null when none fits.
     */
    async spend(
      flow: VerificationFlow,
      input: { authKey?: string; phoneVerificationToken?: string },
      accept: (contact: ProvenContact) => boolean | Promise<boolean> = () => true,
    ): Promise<ProvenContact | null> {
      const kinds = VERIFICATION_KINDS[flow];
      if (input.authKey) {
        const row = await app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(input.authKey), kinds.identity);
        if (row?.phone) {
          const contact = { phone: row.phone, countryCode: null, memberId: row.memberId };
          if ((await accept(contact)) && (await app.identityVerifications.consume(row.id))) return contact;
        }
      }
      if (input.phoneVerificationToken) {
        const row = await app.phoneVerificationTokens.findUsableByTokenHash(hashOpaqueToken(input.phoneVerificationToken), kinds.phone);
        if (row) {
          const contact = { phone: row.phone, countryCode: row.countryCode, memberId: null };
          if ((await accept(contact)) && (await app.phoneVerificationTokens.consume(row.id))) return contact;
        }
      }
      return null;
    },

    /**
     * POST /api/my/personal-auth: a signed-in member spends the authKey of a completed `personal`
     * identity popup on their own account. The member gets PI and the verified name, birthday,
     * gender, phone (domestic, 82) and adult flag, copied as sign-up copies them; the row is
     * consumed (and records the member) in the same transaction. Refusals, in this order:
     * 409 auth.identity.done (already verified), 400 auth.identity.invalid (no such key),
     * 409 auth.identity.used (spent), 400 auth.identity.expired, 400 auth.identity.wrongType
     * (another purpose, e.g. a sign-up's or find-ID's), 403 auth.identity.otherMember (the popup
     * was completed in another member's session). Sign-up keeps no person key on the member, so
     * one person verifying two accounts is not refused here either.
     */
    async applyToMember(member: MemberRow, authKey: string): Promise<Refusal | { isAdult: boolean }> {
      if (member.identityVerified) return refusal('auth.identity.done', 409);
      const row = await app.identityVerifications.findByAuthKeyHash(hashOpaqueToken(authKey));
      if (!row || !row.verifiedAt) return refusal('auth.identity.invalid', 400);
      if (row.consumedAt) return refusal('auth.identity.used', 409);
      if (row.expired) return refusal('auth.identity.expired', 400);
      if (!(MEMBER_IDENTITY_TYPES as readonly string[]).includes(row.type)) return refusal('auth.identity.wrongType', 400);
      if (row.memberId !== null && row.memberId !== member.id) return refusal('auth.identity.otherMember', 403);
      const isAdult = isAdultOn(row.birthday);
      const facts = {
        name: (row.name ?? member.name).slice(0, 50),
        birthday: row.birthday,
        gender: row.gender,
        phone: row.phone,
        countryCode: row.phone ? 82 : null,
        isAdult,
      };
      const outcome = await app.db
        .transaction(async (t) => {
          const tx = t as unknown as Db;
          // consumed first: of two concurrent calls with one key, only one gets past this line
          if (!(await app.identityVerifications.consume(row.id, tx, member.id))) throw new ApplyRefused('auth.identity.used');
          if (!(await app.members.applyIdentity(member.id, facts, tx))) throw new ApplyRefused('auth.identity.done');
          return 'applied' as const;
        })
        .catch((e: unknown) => {
          if (e instanceof ApplyRefused) return e.key;
          throw e;
        });
      return outcome === 'applied' ? { isAdult } : refusal(outcome, 409);
    },

    /** The verified identity of a sign-up's authKey (not consumed here: the sign-up consumes it in its transaction). */
    usableSignUpIdentity: (authKey: string) => app.identityVerifications.findUsableByAuthKeyHash(hashOpaqueToken(authKey), SIGNUP_IDENTITY_TYPES),
    /** The confirmed phone verification of a foreigner sign-up's token (consumed by the sign-up). */
    usableSignUpPhone: (token: string) => app.phoneVerificationTokens.findUsableByTokenHash(hashOpaqueToken(token), SIGNUP_PHONE_PURPOSES),

    /**
     * The origin the identity popup answers to: the first candidate present (query `origin`, else
     * the Origin, else the Referer header) when it is an allowed brand origin, else null.
     */
    openerOrigin(candidates: Array<string | undefined>, host: string): string | null {
      const given = candidates.find(Boolean);
      if (!given) return null;
      try {
        const origin = new URL(given).origin;
        return isAllowedOrigin(origin, host, app.config) ? origin : null;
      } catch {
        return null;
      }
    },

    /**
     * GET /api/personal-auth: the provider's popup URL for a verification of `type`, answering to
     * the opener's origin (see openerOrigin). 400 auth.identity.unavailable without a provider,
     * 400 common.badAccess without an allowed opener origin.
     */
    identityPopup(input: { apiOrigin: string; host: string; type: string; origins: Array<string | undefined>; redirectUrl?: string }): Refusal | { url: string } {
      if (app.providers.identity.kind === 'off') return refusal('auth.identity.unavailable', 400, { code: false });
      const openerOrigin = service.openerOrigin(input.origins, input.host);
      if (!openerOrigin) return refusal('common.badAccess', 400, { code: false });
      const url = new URL(app.providers.identity.popupUrl({ apiOrigin: input.apiOrigin, type: input.type, openerOrigin }));
      if (input.redirectUrl) url.searchParams.set('redirectUrl', input.redirectUrl);
      return { url: url.href };
    },

    /**
     * The development provider's result (POST /dev/identity): a verified identity_verifications row
     * whose random authKey the popup posts to its opener. Null: "adult" ticked by someone under 19.
     */
    async recordDevIdentity(b: v.InferOutput<typeof devIdentityBody>, origin: string, memberId: number | null) {
      if (b.adult && !isAdultOn(b.birthday)) return null;
      const authKey = newOpaqueToken();
      await app.identityVerifications.createVerified({
        authKeyHash: hashOpaqueToken(authKey),
        type: b.type,
        name: b.name,
        birthday: b.birthday,
        gender: b.gender,
        phone: b.phone,
        personHash: hashOpaqueToken(`dev-identity|${b.name}|${b.birthday}|${b.gender}|${b.phone}`),
        memberId,
        ttlS: app.config.identityTtlS,
      });
      let redirectUrl = '';
      try {
        if (b.redirectUrl && new URL(b.redirectUrl, origin).origin === origin) redirectUrl = new URL(b.redirectUrl, origin).href;
      } catch {
        redirectUrl = '';
      }
      return { result: 'success' as const, redirectUrl, authKey };
    },
  };
  return service;
}
export type VerificationService = ReturnType<typeof createVerificationService>;

/** Rolls back applyToMember's transaction with the refusal's key. */
class ApplyRefused extends Error {
  constructor(readonly key: 'auth.identity.used' | 'auth.identity.done') {
    super(key);
  }
}
