import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { siteFlags } from '../schema';

export const SITE_FLAGS = ['maintenance', 'emergency'] as const;
export type SiteFlag = (typeof SITE_FLAGS)[number] | `switch:${string}`;

/** Operator switches shared by every instance (maintenance, emergency, channel switches). */
export function siteFlagsRepository(db: Db) {
  return {
    async get(name: SiteFlag, tx: Db = db): Promise<string | undefined> {
      const [row] = await tx.select({ value: siteFlags.value }).from(siteFlags).where(eq(siteFlags.name, name)).limit(1);
      return row?.value;
    },
    async getMany(names: SiteFlag[], tx: Db = db): Promise<Record<string, string>> {
      if (!names.length) return {};
      const rows = await tx.select().from(siteFlags).where(inArray(siteFlags.name, names));
      return Object.fromEntries(rows.map((r) => [r.name, r.value]));
    },
    async isOn(name: SiteFlag, tx: Db = db): Promise<boolean> {
      return (await this.get(name, tx)) === 'on';
    },
    async set(name: SiteFlag, value: string, tx: Db = db): Promise<void> {
      await tx
        .insert(siteFlags)
        .values({ name, value })
        .onConflictDoUpdate({ target: siteFlags.name, set: { value, updatedAt: new Date() } });
    },
  };
}
