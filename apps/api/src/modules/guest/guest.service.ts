import { GUEST_NOT_FOUND, GUEST_OK, GUEST_OVERLAP } from '@luvcast/contracts';
import type { App, AuthedMember } from '../../types';

export type GuestServiceDeps = Pick<App, 'config' | 'members' | 'partners' | 'offerwall'>;

/**
 * A visitor before signing up: the sign-up form's checks (spec §7, plain-text answers `overlap`,
 * `ok`, `notfound`, a nickname or a partner's name), referral partner codes, and offerwall landings.
 */
export function createGuestService(app: GuestServiceDeps) {
  return {
    /** `overlap` when a member has the login ID, `ok` when it is free. */
    loginIdCheck: async (loginId: string) => ((await app.members.loginIdTaken(loginId)) ? GUEST_OVERLAP : GUEST_OK),

    /** `ok` when an account (not withdrawn) has this login ID (find ID / password flows), else `notfound`. */
    async findLoginId(loginId: string) {
      const member = await app.members.findByLoginId(loginId);
      return member && !member.expiredAt ? GUEST_OK : GUEST_NOT_FOUND;
    },

    /** `overlap` when a member has the nickname, `ok` when it is free. */
    nicknameCheck: async (nickname: string) => ((await app.members.nicknameTaken(nickname.trim())) ? GUEST_OVERLAP : GUEST_OK),

    /** `ok` for an active partner code, else `notfound`. */
    refcodeCheck: async (code: string) => ((await app.partners.exists(code)) ? GUEST_OK : GUEST_NOT_FOUND),

    /**
     * `overlap` for the signed-in caller's own ID, the partner's name for an active partner code
     * (e.g. XIN: a partner code is a valid recommender), the nickname of an active member, else `notfound`.
     */
    async findRecommender(rawCode: string, caller: AuthedMember | null): Promise<string> {
      const code = rawCode.trim();
      if (caller && caller.loginId === code) return GUEST_OVERLAP;
      const partner = await app.partners.findActive(code);
      if (partner) return partner.name;
      const member = await app.members.findByLoginId(code);
      return member && !member.expiredAt && member.status === 'active' ? member.nickname : GUEST_NOT_FOUND;
    },

    /** Is this an active referral partner code? */
    partnerExists: (code: string) => app.partners.exists(code),

    /**
     * An offerwall (Pincrux) landing: the active campaign of `appkey` and the click `pinkey`,
     * recorded once per campaign (a repeat answers firstClick false and the first clickedAt).
     * Null: unknown or inactive campaign.
     */
    async offerwallLanding(appkey: string, pinkey: string) {
      const campaign = await app.offerwall.findActiveCampaign(appkey);
      if (!campaign) return null;
      const firstClick = await app.offerwall.recordClick(appkey, pinkey);
      const clickedAt = (await app.offerwall.findClick(appkey, pinkey)) ?? new Date();
      return { result: 'ok' as const, appkey, provider: campaign.provider, campaign: campaign.name, firstClick, clickedAt: clickedAt.toISOString() };
    },

    /** Partners XIN and LUVPARTNER always; the demo offerwall campaign only with the demo data (never in production). */
    async seedReferenceData() {
      await app.partners.ensureSeeded();
      if (app.config.seedDemo) await app.offerwall.ensureSeeded();
    },
  };
}
export type GuestService = ReturnType<typeof createGuestService>;
