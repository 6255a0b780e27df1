import { CONTROL_CHARACTER_RE } from '@luvcast/contracts';
import type { App } from '../../types';

/** Who a recommender code names: a member (their login ID) or a partner (its code). */
export interface Recommender {
  recommendId: string | null;
  partnerCode: string | null;
}

/**
 * Resolves the recommender code of a sign-up (domestic, foreigner, social). An active partner code
 * (e.g. XIN; GET /api/guest/findRecommender answers the partner's name) is no member: it becomes
 * the member's partner code and recommend_id stays empty. Undefined when the code names nobody
 * (unknown or withdrawn member): the sign-up answers 입력한 추천인이 조회되지 않습니다.
 */
export async function resolveRecommender(app: App, code: string): Promise<Recommender | undefined> {
  if (!code) return { recommendId: null, partnerCode: null };
  if (await app.partners.exists(code)) return { recommendId: null, partnerCode: code };
  const member = await app.members.findByLoginId(code);
  return member && !member.expiredAt ? { recommendId: code, partnerCode: null } : undefined;
}

/**
 * The referral partner code of a sign-up (body, else the partner_code cookie) when it is a known one.
 * The cookie is the caller's to write and no request check sees it: a value with a control
 * character (PostgreSQL refuses a NUL) names no partner.
 */
export async function referralPartnerCode(app: App, ...candidates: Array<string | undefined>): Promise<string | null> {
  const code = candidates.find(Boolean);
  if (!code || CONTROL_CHARACTER_RE.test(code)) return null;
  return (await app.partners.exists(code)) ? code : null;
}
