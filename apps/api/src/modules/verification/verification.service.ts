import { phoneNumberForms, samePhoneNumber } from '@luvcast/contracts/phone-number';
import { hashOpaqueToken } from '@luvcast/server-auth';
import type { App } from '../../types';

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

/**
 * Finds and consumes a verification for a flow: an identity result by `authKey` or a confirmed
 * phone verification by `phoneVerificationToken`. `accept` decides whether it fits (e.g. the
 * phone of the member); it is consumed only then. Null when none fits.
 */
export async function spendVerification(
  app: App,
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
}

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

/** Members registered with a proven contact's number, in any form it may be stored in. */
export function membersWithPhone(app: App, c: Pick<ProvenContact, 'phone' | 'countryCode'>) {
  return app.members.findByPhone(c.countryCode === null ? c.phone : phoneNumberForms(c.countryCode, c.phone), c.countryCode);
}

/** Shows the first 3 characters of a login ID and masks the rest (find-id answers). */
export function maskLoginId(loginId: string): string {
  return loginId.slice(0, 3) + '*'.repeat(Math.max(loginId.length - 3, 0));
}
