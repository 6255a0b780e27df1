import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { emoticonFavorites, emoticons } from '../schema';

/** The emoticon catalogue seeded at start (SVGs under the API's static files, /static/images/emoticons). */
export const SEED_EMOTICONS = [
  { type: 'basic', title: '웃음', imageUrl: '/static/images/emoticons/smile.svg', sortOrder: 1 },
  { type: 'basic', title: '하트', imageUrl: '/static/images/emoticons/heart.svg', sortOrder: 2 },
  { type: 'basic', title: '눈물', imageUrl: '/static/images/emoticons/tears.svg', sortOrder: 3 },
  { type: 'basic', title: '놀람', imageUrl: '/static/images/emoticons/surprise.svg', sortOrder: 4 },
  { type: 'basic', title: '최고', imageUrl: '/static/images/emoticons/thumbs-up.svg', sortOrder: 5 },
  { type: 'luv', title: '러브 하트', imageUrl: '/static/images/emoticons/luv-heart.svg', sortOrder: 1 },
  { type: 'luv', title: '러브 별', imageUrl: '/static/images/emoticons/luv-star.svg', sortOrder: 2 },
] as const;

export interface EmoticonQuery {
  type?: string;
  /** part of the title, case-insensitive */
  title?: string;
  offset: number;
  limit: number;
  /** `latest`: newest first; else catalogue order (type, sort order) */
  order: 'catalogue' | 'latest';
  /** the signed-in member: their favourites are marked and listed first */
  memberId?: number;
  /** only the member's favourites (none without `memberId`) */
  favoritesOnly?: boolean;
}

export interface EmoticonEntry {
  id: number;
  type: string;
  title: string;
  imageUrl: string;
  /** a favourite of `EmoticonQuery.memberId` (always false without one) */
  isFavorite: boolean;
}

/** LIKE wildcards in user text match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function emoticonsRepository(db: Db) {
  return {
    /**
     * One page of the active emoticons and how many match in all. With `memberId` the member's
     * favourites are marked and come first (each part in the requested order); `favoritesOnly`
     * keeps only them (an empty page without a member).
     */
    async list(q: EmoticonQuery, tx: Db = db): Promise<{ list: EmoticonEntry[]; total: number }> {
      if (q.favoritesOnly && q.memberId === undefined) return { list: [], total: 0 };
      const favourite =
        q.memberId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${emoticonFavorites} f where f.member_id = ${q.memberId} and f.emoticon_id = ${emoticons.id})`;
      const where: SQL[] = [eq(emoticons.isActive, true)];
      if (q.type) where.push(eq(emoticons.type, q.type));
      if (q.title) where.push(ilike(emoticons.title, `%${likeLiteral(q.title)}%`));
      if (q.favoritesOnly) where.push(favourite);
      const filter = and(...where);
      const order = q.order === 'latest' ? [desc(emoticons.createdAt), desc(emoticons.id)] : [asc(emoticons.type), asc(emoticons.sortOrder), asc(emoticons.id)];
      const [list, [{ total }]] = await Promise.all([
        tx
          .select({ id: emoticons.id, type: emoticons.type, title: emoticons.title, imageUrl: emoticons.imageUrl, isFavorite: favourite })
          .from(emoticons)
          .where(filter)
          .orderBy(...(q.memberId === undefined ? order : [sql`${favourite} desc`, ...order]))
          .offset(q.offset)
          .limit(q.limit),
        tx.select({ total: count() }).from(emoticons).where(filter),
      ]);
      return { list: list.map((e) => ({ ...e, isFavorite: Boolean(e.isFavorite) })), total: Number(total) };
    },
    /**
     * Marks (`isFavorite` true) or unmarks an active emoticon as one of the member's favourites;
     * idempotent. False when there is no such active emoticon (nothing changes).
     */
    async setFavorite(memberId: number, emoticonId: number, isFavorite: boolean, tx: Db = db): Promise<boolean> {
      const [active] = await tx
        .select({ id: emoticons.id })
        .from(emoticons)
        .where(and(eq(emoticons.id, emoticonId), eq(emoticons.isActive, true)))
        .limit(1);
      if (!active) return false;
      if (isFavorite) await tx.insert(emoticonFavorites).values({ memberId, emoticonId }).onConflictDoNothing();
      else await tx.delete(emoticonFavorites).where(and(eq(emoticonFavorites.memberId, memberId), eq(emoticonFavorites.emoticonId, emoticonId)));
      return true;
    },
    async create(input: { type: string; title: string; imageUrl: string; sortOrder?: number; isActive?: boolean }, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(emoticons).values(input).returning({ id: emoticons.id });
      return row.id;
    },
    /** Inserts the seed emoticons that are missing (safe on every start and on every instance). */
    async ensureSeeded(tx: Db = db): Promise<void> {
      await tx.insert(emoticons).values([...SEED_EMOTICONS]).onConflictDoNothing({ target: [emoticons.type, emoticons.title] });
    },
  };
}
export type EmoticonsRepository = ReturnType<typeof emoticonsRepository>;
