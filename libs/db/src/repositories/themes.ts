import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { themes, type ThemeRow } from '../schema';

/** Broadcast themes (rows of migration 0007), each offered by some brands. */
export function themesRepository(db: Db) {
  return {
    async listAll(tx: Db = db): Promise<ThemeRow[]> {
      return tx.select().from(themes).orderBy(asc(themes.sortOrder), asc(themes.id));
    },
    /** The active themes a brand offers, in display order. */
    async forBrand(brand: string, tx: Db = db): Promise<ThemeRow[]> {
      return tx
        .select()
        .from(themes)
        .where(and(eq(themes.isActive, true), sql`${brand} = any(${themes.brands})`))
        .orderBy(asc(themes.sortOrder), asc(themes.id));
    },
    /** A theme by id (number or numeric string) or code. */
    async find(ref: number | string, tx: Db = db): Promise<ThemeRow | undefined> {
      const asId = typeof ref === 'number' ? ref : /^\d{1,9}$/.test(ref) ? Number(ref) : null;
      const [row] = await tx
        .select()
        .from(themes)
        .where(asId !== null ? or(eq(themes.id, asId), eq(themes.code, String(ref))) : eq(themes.code, String(ref)))
        .limit(1);
      return row;
    },
  };
}
export type ThemesRepository = ReturnType<typeof themesRepository>;
