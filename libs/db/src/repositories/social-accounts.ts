import { and, eq } from 'drizzle-orm';
import type { SocialProvider } from '@luvcast/contracts';
import type { Db } from '../client';
import { socialAccounts } from '../schema';

/** The providers of @luvcast/contracts (SOCIAL_PROVIDERS); the table's check constraint lists the same. */
export type SocialProviderName = SocialProvider;

/** Links between members and their social-login accounts (one per provider and member). */
export function socialAccountsRepository(db: Db) {
  return {
    /** The member linked to the provider's user id, if any. */
    async findMemberId(provider: SocialProviderName, subject: string, tx: Db = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ memberId: socialAccounts.memberId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
        .limit(1);
      return row?.memberId;
    },
    /** Links; false when the provider account or the member's provider slot is already taken. */
    async link(input: { memberId: number; provider: SocialProviderName; subject: string; email?: string | null }, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .insert(socialAccounts)
        .values({ memberId: input.memberId, provider: input.provider, subject: input.subject, email: input.email ?? null })
        .onConflictDoNothing()
        .returning({ id: socialAccounts.id });
      return rows.length === 1;
    },
    async listForMember(memberId: number, tx: Db = db) {
      return tx.select().from(socialAccounts).where(eq(socialAccounts.memberId, memberId)).orderBy(socialAccounts.id);
    },
  };
}
export type SocialAccountsRepository = ReturnType<typeof socialAccountsRepository>;
