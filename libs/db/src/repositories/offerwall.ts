import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { offerwallCampaigns, offerwallClicks } from '../schema';

/** The demo Pincrux campaign seeded at start (its app key is what the offerwall puts in ?appkey=). */
export const SEED_OFFERWALL_CAMPAIGNS = [{ appKey: 'luvcast-pincrux', provider: 'pincrux', name: 'Pincrux 오퍼월' }] as const;

export function offerwallRepository(db: Db) {
  return {
    /** The active campaign with this exact app key, or undefined. */
    async findActiveCampaign(appKey: string, tx: Db = db): Promise<{ appKey: string; provider: string; name: string } | undefined> {
      const [row] = await tx
        .select({ appKey: offerwallCampaigns.appKey, provider: offerwallCampaigns.provider, name: offerwallCampaigns.name })
        .from(offerwallCampaigns)
        .where(and(eq(offerwallCampaigns.appKey, appKey), eq(offerwallCampaigns.isActive, true)))
        .limit(1);
      return row;
    },
    /** Records a click once per (app key, pin key); true when it was new. */
    async recordClick(appKey: string, pinKey: string, tx: Db = db): Promise<boolean> {
      const rows = await tx.insert(offerwallClicks).values({ appKey, pinKey }).onConflictDoNothing({ target: [offerwallClicks.appKey, offerwallClicks.pinKey] }).returning({ id: offerwallClicks.id });
      return rows.length > 0;
    },
    /** When this click was first recorded, or undefined. */
    async findClick(appKey: string, pinKey: string, tx: Db = db): Promise<Date | undefined> {
      const [row] = await tx
        .select({ createdAt: offerwallClicks.createdAt })
        .from(offerwallClicks)
        .where(and(eq(offerwallClicks.appKey, appKey), eq(offerwallClicks.pinKey, pinKey)))
        .limit(1);
      return row?.createdAt;
    },
    async createCampaign(input: { appKey: string; name: string; provider?: string; isActive?: boolean }, tx: Db = db): Promise<void> {
      await tx.insert(offerwallCampaigns).values(input);
    },
    /** Inserts the seed campaigns that are missing (safe on every start and on every instance). */
    async ensureSeeded(tx: Db = db): Promise<void> {
      await tx.insert(offerwallCampaigns).values([...SEED_OFFERWALL_CAMPAIGNS]).onConflictDoNothing({ target: offerwallCampaigns.appKey });
    },
  };
}
export type OfferwallRepository = ReturnType<typeof offerwallRepository>;
