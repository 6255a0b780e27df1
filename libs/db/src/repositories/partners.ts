import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { partners } from '../schema';

/** The partner (referral) codes seeded at start; XIN is the spec's marketing partner. */
export const SEED_PARTNERS = [
  { code: 'XIN', name: 'XIN Marketing' },
  { code: 'LUVPARTNER', name: 'Luvcast Partner Network' },
] as const;

export function partnersRepository(db: Db) {
  /** The active partner with this exact code (its display name names it as a recommender), or undefined. */
  async function findActive(code: string, tx: Db = db): Promise<{ code: string; name: string } | undefined> {
    const [row] = await tx
      .select({ code: partners.code, name: partners.name })
      .from(partners)
      .where(and(eq(partners.code, code), eq(partners.isActive, true)))
      .limit(1);
    return row;
  }
  return {
    findActive,
    /** True for an active partner code (codes compare exactly, e.g. `XIN`). */
    async exists(code: string, tx: Db = db): Promise<boolean> {
      return (await findActive(code, tx)) !== undefined;
    },
    async create(input: { code: string; name: string }, tx: Db = db): Promise<void> {
      await tx.insert(partners).values(input);
    },
    /** Inserts the seed partners that are missing (safe on every start and on every instance). */
    async ensureSeeded(tx: Db = db): Promise<void> {
      await tx.insert(partners).values([...SEED_PARTNERS]).onConflictDoNothing({ target: partners.code });
    },
  };
}
export type PartnersRepository = ReturnType<typeof partnersRepository>;
