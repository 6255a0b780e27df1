import * as v from 'valibot';

/** The partner code whose recommenders go to the marketing completion page (spec §2). */
export const MARKETING_PARTNER_CODE = 'XIN';

/** POST /api/partners: remember a referral partner code (guests only). */
export const partnerBody = v.object({ partnerCode: v.pipe(v.string(), v.trim(), v.nonEmpty('auth.partner.notFound'), v.maxLength(30, 'auth.partner.notFound')) });
export type PartnerBody = v.InferInput<typeof partnerBody>;
export const partnerResult = v.object({ result: v.literal('ok'), stored: v.boolean() });
export type PartnerResult = v.InferOutput<typeof partnerResult>;
