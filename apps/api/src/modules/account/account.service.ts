import { CONTROL_CHARACTER_RE, isAdultOn, type foreignerSignUpBody, type MessageKey, type signUpBody } from '@luvcast/contracts';
import { isUniqueViolation, type Db, type MemberRow, type NewMember } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import type * as v from 'valibot';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { RESET_TOKEN_TTL_S, signPasswordResetToken, verifyPasswordResetToken } from '../auth/tokens';
import { phoneMatches } from '../verification/verification.service';

export type AccountServiceDeps = Pick<App, 'db' | 'config' | 'members' | 'partners' | 'sessions' | 'nonces' | 'identityVerifications' | 'phoneVerificationTokens' | 'verificationService'>;

/** Who a recommender code names: a member (their login ID) or a partner (its code). */
export interface Recommender {
  recommendId: string | null;
  partnerCode: string | null;
}

/** A sign-up refused: answered `{ error, error_msg, code }` with this status. */
export class SignUpFailure extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly key: MessageKey,
  ) {
    super(key);
  }
}

/** Shows the first 3 characters of a login ID and masks the rest (find-id answers). */
export function maskLoginId(loginId: string): string {
  return loginId.slice(0, 3) + '*'.repeat(Math.max(loginId.length - 3, 0));
}

type Proof = { authKey?: string; phoneVerificationToken?: string };

/**
 * Accounts: sign-up (domestic and foreigner) with its recommender and partner-code rules, find ID,
 * find password and the password reset, and withdrawal. Each confirm step spends one verification
 * (verificationService.spend) of the flow's type: id, password or expire.
 */
export function createAccountService(app: AccountServiceDeps) {
  /** ID and nickname free, recommender known (a member or a partner code, see resolveRecommender). */
  async function checkUnique(loginId: string, nickname: string, recommendId: string): Promise<Recommender> {
    if (await app.members.loginIdTaken(loginId)) throw new SignUpFailure(409, 'auth.id.taken');
    if (await app.members.nicknameTaken(nickname)) throw new SignUpFailure(409, 'auth.nickname.taken');
    const recommender = await service.resolveRecommender(recommendId);
    if (!recommender) throw new SignUpFailure(400, 'auth.recommender.notFound');
    return recommender;
  }

  /** Inserts the member (the database opens their wallet with the row) after `spend` consumed the verification, in one transaction. */
  async function createMember(input: NewMember, spend: (tx: Db) => Promise<boolean>, missing: MessageKey): Promise<MemberRow> {
    try {
      return await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await spend(tx))) throw new SignUpFailure(400, missing);
        return app.members.create(input, tx);
      });
    } catch (e) {
      if (isUniqueViolation(e)) {
        // a concurrent sign-up took the ID or nickname between the check and the insert
        const idTaken = await app.members.loginIdTaken(input.loginId);
        throw new SignUpFailure(409, idTaken ? 'auth.id.taken' : 'auth.nickname.taken');
      }
      throw e;
    }
  }

  const service = {
    /**
     * Resolves the recommender code of a sign-up (domestic, foreigner, social). An active partner
     * code (e.g. XIN; GET /api/guest/findRecommender answers the partner's name) is no member: it
     * becomes the member's partner code and recommend_id stays empty. Undefined when the code names
     * nobody (unknown or withdrawn member): the sign-up answers 입력한 추천인이 조회되지 않습니다.
     */
    async resolveRecommender(code: string): Promise<Recommender | undefined> {
      if (!code) return { recommendId: null, partnerCode: null };
      if (await app.partners.exists(code)) return { recommendId: null, partnerCode: code };
      const member = await app.members.findByLoginId(code);
      return member && !member.expiredAt ? { recommendId: code, partnerCode: null } : undefined;
    },

    /**
     * The referral partner code of a sign-up (body, else the partner_code cookie) when it is a known one.
     * The cookie is the caller's to write and no request check sees it: a value with a control
     * character (PostgreSQL refuses a NUL) names no partner.
     */
    async referralPartnerCode(...candidates: Array<string | undefined>): Promise<string | null> {
      const code = candidates.find(Boolean);
      if (!code || CONTROL_CHARACTER_RE.test(code)) return null;
      return (await app.partners.exists(code)) ? code : null;
    },

    /**
     * POST /api/auth/signup (domestic). Checks in order: ID, nickname, recommender, then identity:
     * `authKey` must name a usable identity verification unless a known referral partner code is
     * present (body or cookie; a partner typed as recommender does not waive it). The verified
     * name, birthday, gender and phone are copied (adult: 19 full years on the day, isAdultOn);
     * hash, member row (with its wallet) and the verification's consumption are one transaction.
     * Throws SignUpFailure.
     */
    async signUp(body: v.InferOutput<typeof signUpBody>, partnerCookie: string | undefined, brand: string): Promise<MemberRow> {
      const recommender = await checkUnique(body.loginId, body.nickname, body.recommendId);
      const partnerCode = await service.referralPartnerCode(body.partnerCode, partnerCookie);
      const identity = body.authKey ? await app.verificationService.usableSignUpIdentity(body.authKey) : undefined;
      if (!identity && !partnerCode) throw new SignUpFailure(400, 'auth.identity.required');
      return createMember(
        {
          loginId: body.loginId,
          passwordHash: await hashPassword(body.password),
          nickname: body.nickname,
          name: identity?.name ?? body.name.slice(0, 50),
          identityVerified: !!identity,
          gender: identity?.gender ?? null,
          birthday: identity?.birthday ?? null,
          phone: identity?.phone ?? null,
          countryCode: identity?.phone ? 82 : null,
          isAdult: identity ? isAdultOn(identity.birthday) : false,
          recommendId: recommender.recommendId,
          partnerCode: partnerCode ?? recommender.partnerCode,
          brand,
        },
        async (tx) => (identity ? app.identityVerifications.consume(identity.id, tx) : true),
        'auth.identity.required',
      );
    },

    /**
     * POST /api/auth/signup/foreigner: the phone verification token (confirmed within 30 minutes,
     * unused) is consumed with the insert; its phone and country code are copied, is_foreigner set.
     * Throws SignUpFailure.
     */
    async signUpForeigner(body: v.InferOutput<typeof foreignerSignUpBody>, partnerCookie: string | undefined, brand: string): Promise<MemberRow> {
      const recommender = await checkUnique(body.loginId, body.nickname, body.recommendId);
      const phone = await app.verificationService.usableSignUpPhone(body.phoneVerificationToken);
      if (!phone) throw new SignUpFailure(400, 'auth.phone.verifyFirst');
      const passwordHash = await hashPassword(body.password);
      const partnerCode = await service.referralPartnerCode(partnerCookie);
      return createMember(
        {
          loginId: body.loginId,
          passwordHash,
          nickname: body.nickname,
          name: body.name,
          gender: body.gender,
          birthday: body.birthday,
          phone: phone.phone,
          countryCode: phone.countryCode,
          isForeigner: true,
          recommendId: recommender.recommendId,
          partnerCode: partnerCode ?? recommender.partnerCode,
          brand,
        },
        (tx) => app.phoneVerificationTokens.consume(phone.id, tx),
        'auth.phone.verifyFirst',
      );
    },

    /**
     * GET /api/auth/signin/find: which verification the find flow of this login ID takes (phone for
     * foreign members; type id without loginId: identity). Null: unknown or withdrawn login ID.
     */
    async findVerification(loginId: string | undefined, type: 'id' | 'password'): Promise<'identity' | 'phone' | null> {
      if (!loginId && type === 'id') return 'identity';
      const member = loginId ? await app.members.findByLoginId(loginId) : undefined;
      if (!member || member.expiredAt) return null;
      return member.isForeigner ? 'phone' : 'identity';
    },

    /**
     * Find ID: spends a verification of type id and answers the masked login IDs registered with
     * its phone. Without a usable verification 400 auth.verification.required; with one but no
     * member 404 auth.find.notFound (the verification is kept).
     */
    async confirmFindId(proof: Proof): Promise<Refusal | { loginIds: string[] }> {
      let found: string[] = [];
      let verified = false;
      const contact = await app.verificationService.spend('id', proof, async (c) => {
        verified = true;
        found = (await app.verificationService.membersWithPhone(c)).map((m) => m.loginId);
        return found.length > 0;
      });
      if (!contact) return verified ? refusal('auth.find.notFound', 404) : refusal('auth.verification.required', 400);
      return { loginIds: found.map(maskLoginId) };
    },

    /**
     * Find password: spends a verification of type password whose phone is the member's and
     * answers a reset token (10 minutes, one use). Null: no such member or no fitting verification.
     */
    async confirmFindPassword(input: Proof & { loginId: string }): Promise<{ authToken: string; expiresIn: number } | null> {
      const member = await app.members.findByLoginId(input.loginId);
      const contact = member && !member.expiredAt ? await app.verificationService.spend('password', input, (c) => phoneMatches(member, c)) : null;
      if (!member || !contact) return null;
      return { authToken: await signPasswordResetToken(app.config.jwtSecret, member), expiresIn: RESET_TOKEN_TTL_S };
    },

    /** PUT /api/oauth/password: a new password with a reset token (spent once); every session of the member ends. False: bad token. */
    async resetPassword(input: { loginId: string; authToken: string; password: string }): Promise<boolean> {
      const claims = await verifyPasswordResetToken(app.config.jwtSecret, input.authToken);
      if (!claims) return false;
      const member = claims.sub ? await app.members.findById(Number(claims.sub)) : undefined;
      if (!member || member.loginId !== input.loginId || claims.lid !== input.loginId || !claims.jti || member.expiredAt) return false;
      if (!(await app.nonces.use(`pwreset:${claims.jti}`, 15 * 60))) return false;
      const passwordHash = await hashPassword(input.password);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await app.members.setPasswordHash(member.id, passwordHash, tx);
        await app.sessions.revokeAllOfMember(member.id, tx);
      });
      return true;
    },

    /**
     * Withdrawal of the signed-in member (`loginId` must be theirs, else 403): spends a
     * verification of type expire (an identity result of this member or their phone, or a phone
     * token of their number), stamps expired_at and ends every session in one transaction.
     */
    async expire(me: AuthedMember, input: Proof & { loginId: string }): Promise<Refusal | null> {
      if (input.loginId !== me.loginId) return refusal('common.forbidden', 403);
      const contact = await app.verificationService.spend('expire', input, (c) => c.memberId === me.id || phoneMatches(me.row, c));
      if (!contact) return refusal('auth.verification.required', 400);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await app.members.expire(me.id, tx);
        await app.sessions.revokeAllOfMember(me.id, tx);
      });
      return null;
    },
  };
  return service;
}
export type AccountService = ReturnType<typeof createAccountService>;
