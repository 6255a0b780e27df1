import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { logos, popups, type LogoRow, type PopupRow } from '../schema';

type Window = { isActive: AnyPgColumn; startsAt: AnyPgColumn; endsAt: AnyPgColumn };
const showingNow = (t: Window) => and(eq(t.isActive, true), or(isNull(t.startsAt), lte(t.startsAt, sql`now()`)), or(isNull(t.endsAt), gt(t.endsAt, sql`now()`)));

/** Popups and logos per brand (rows of migration 0007). */
export function popupsRepository(db: Db) {
  return {
    async create(input: { brand: string; title: string; content: string; imageUrl?: string | null; linkUrl?: string | null; sortOrder?: number; startsAt?: Date | null; endsAt?: Date | null }, tx: Db = db): Promise<PopupRow> {
      const [row] = await tx.insert(popups).values(input).returning();
      return row;
    },
    /** The brand's popups showing now, in display order. */
    async showing(brand: string, tx: Db = db): Promise<PopupRow[]> {
      return tx.select().from(popups).where(and(eq(popups.brand, brand), showingNow(popups))).orderBy(asc(popups.sortOrder), desc(popups.id));
    },
    /** The brand's logos showing now (main first, by order). */
    async logos(brand: string, tx: Db = db): Promise<LogoRow[]> {
      return tx.select().from(logos).where(and(eq(logos.brand, brand), showingNow(logos))).orderBy(asc(logos.sortOrder), asc(logos.id));
    },
  };
}
export type PopupsRepository = ReturnType<typeof popupsRepository>;
