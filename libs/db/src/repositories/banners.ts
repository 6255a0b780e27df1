import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { banners, type BannerRow } from '../schema';

export interface NewBanner {
  /** brand-config id (default luv) */
  brand?: string;
  title: string;
  imageUrl: string;
  linkUrl?: string | null;
  sortOrder?: number;
  isActive?: boolean;
}

export function bannersRepository(db: Db) {
  return {
    async create(input: NewBanner, tx: Db = db): Promise<BannerRow> {
      const [row] = await tx.insert(banners).values(input).returning();
      return row;
    },
    /** The brand's active banners in display order. */
    async listActive(brand: string, tx: Db = db): Promise<Pick<BannerRow, 'id' | 'title' | 'imageUrl' | 'linkUrl'>[]> {
      return tx
        .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, linkUrl: banners.linkUrl })
        .from(banners)
        .where(and(eq(banners.isActive, true), eq(banners.brand, brand)))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
    },
  };
}
export type BannersRepository = ReturnType<typeof bannersRepository>;
