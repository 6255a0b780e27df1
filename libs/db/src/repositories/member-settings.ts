import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { memberSettings, type MemberSettingsRow } from '../schema';

/** What a member's settings hold (the row's columns without its keys). */
export type MemberSettingsValues = Pick<MemberSettingsRow, 'isView' | 'isVibes' | 'isSponser' | 'isBigFan' | 'memberSortCode'>;
/** The defaults of a member without a row (the columns' defaults in schema.ts). */
export const MEMBER_SETTINGS_DEFAULTS: MemberSettingsValues = { isView: true, isVibes: true, isSponser: true, isBigFan: true, memberSortCode: 1 };

const values = (row: MemberSettingsRow | undefined): MemberSettingsValues =>
  row ? { isView: row.isView, isVibes: row.isVibes, isSponser: row.isSponser, isBigFan: row.isBigFan, memberSortCode: row.memberSortCode } : { ...MEMBER_SETTINGS_DEFAULTS };

/** member_settings: a row only once the member changed a setting; no row = the defaults. */
export function memberSettingsRepository(db: Db) {
  return {
    /** The member's settings (the defaults without a row). */
    async of(memberId: number, tx: Db = db): Promise<MemberSettingsValues> {
      const [row] = await tx.select().from(memberSettings).where(eq(memberSettings.memberId, memberId)).limit(1);
      return values(row);
    },
    /** Changes the settings given (one statement: the row is made with the defaults if missing); answers all of them. */
    async update(memberId: number, patch: Partial<MemberSettingsValues>, tx: Db = db): Promise<MemberSettingsValues> {
      const set = Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)) as Partial<MemberSettingsValues>;
      const [row] = await tx
        .insert(memberSettings)
        .values({ memberId, ...set })
        .onConflictDoUpdate({ target: memberSettings.memberId, set: { ...set, updatedAt: sql`now()` } })
        .returning();
      return values(row);
    },
  };
}
export type MemberSettingsRepository = ReturnType<typeof memberSettingsRepository>;
