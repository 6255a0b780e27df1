import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { boardComments, boardLikes, boardPosts, channels, members, type BoardPostRow } from '../schema';

export interface BoardAuthor {
  loginId: string;
  nickname: string;
}
export interface BoardPostLine {
  id: number;
  channelId: number;
  authorId: number;
  author: BoardAuthor;
  title: string;
  important: boolean;
  likeCount: number;
  commentCount: number;
  viewCount: number;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date | null;
}
export interface BoardPost extends BoardPostLine {
  content: string;
  hiddenReason: string | null;
}
export interface BoardCommentLine {
  id: number;
  postId: number;
  authorId: number;
  author: BoardAuthor;
  content: string;
  createdAt: Date;
}
export interface BoardSettings {
  channelId: number;
  ownerId: number;
  /** the channel's fan board is open (its fan-talk feature) */
  open: boolean;
  /** 0 members, 1 followers, 2 subscribers */
  writeLevel: number;
}

/**
 * Fan boards: posts per channel with their comments and likes. Counts live on the post row and
 * move in the same statement as the rows they count. `viewerId` sees their own hidden posts; the
 * channel's moderators pass `moderator` to see every hidden one.
 */
export function boardsRepository(db: Db) {
  const postColumns = {
    id: boardPosts.id,
    channelId: boardPosts.channelId,
    authorId: boardPosts.authorId,
    loginId: members.loginId,
    nickname: members.nickname,
    title: boardPosts.title,
    important: boardPosts.important,
    likeCount: boardPosts.likeCount,
    commentCount: boardPosts.commentCount,
    viewCount: boardPosts.viewCount,
    hiddenAt: boardPosts.hiddenAt,
    createdAt: boardPosts.createdAt,
    updatedAt: boardPosts.updatedAt,
  };
  type PostColumns = { [K in keyof typeof postColumns]: unknown };
  const lineOf = (r: PostColumns): BoardPostLine => ({
    id: r.id as number,
    channelId: r.channelId as number,
    authorId: r.authorId as number,
    author: { loginId: r.loginId as string, nickname: r.nickname as string },
    title: r.title as string,
    important: r.important as boolean,
    likeCount: r.likeCount as number,
    commentCount: r.commentCount as number,
    viewCount: r.viewCount as number,
    hidden: r.hiddenAt !== null,
    createdAt: r.createdAt as Date,
    updatedAt: r.updatedAt as Date | null,
  });
  /** What a reader may see: visible posts, their own hidden ones, every one for a moderator. */
  const visibleTo = (viewerId: number | null, moderator: boolean): SQL | undefined =>
    moderator ? undefined : viewerId === null ? isNull(boardPosts.hiddenAt) : or(isNull(boardPosts.hiddenAt), eq(boardPosts.authorId, viewerId));

  const repo = {
    async settings(channelId: number, tx: Db = db): Promise<BoardSettings | null> {
      const [row] = await tx
        .select({ channelId: channels.id, ownerId: channels.ownerId, open: channels.featureFantalk, writeLevel: channels.boardWriteLevel })
        .from(channels)
        .where(eq(channels.id, channelId));
      return row ?? null;
    },
    async setSettings(channelId: number, settings: { open: boolean; writeLevel: number }, tx: Db = db): Promise<void> {
      await tx.update(channels).set({ featureFantalk: settings.open, boardWriteLevel: settings.writeLevel }).where(eq(channels.id, channelId));
    },
    /** A page of a channel's board: pinned posts first, then newest first; and how many there are. */
    async list(channelId: number, viewer: { id: number | null; moderator: boolean }, page: { offset: number; limit: number }, tx: Db = db) {
      const where = and(eq(boardPosts.channelId, channelId), visibleTo(viewer.id, viewer.moderator));
      const rows = await tx
        .select(postColumns)
        .from(boardPosts)
        .innerJoin(members, eq(members.id, boardPosts.authorId))
        .where(where)
        .orderBy(desc(boardPosts.important), desc(boardPosts.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(boardPosts).where(where);
      return { list: rows.map(lineOf), total: Number(total) };
    },
    /** One post with its text (hidden ones only for their author or a moderator). */
    async find(id: number, viewer: { id: number | null; moderator: boolean } | 'any' = 'any', tx: Db = db): Promise<BoardPost | null> {
      const [row] = await tx
        .select({ ...postColumns, content: boardPosts.content, hiddenReason: boardPosts.hiddenReason })
        .from(boardPosts)
        .innerJoin(members, eq(members.id, boardPosts.authorId))
        .where(and(eq(boardPosts.id, id), viewer === 'any' ? undefined : visibleTo(viewer.id, viewer.moderator)));
      return row ? { ...lineOf(row), content: row.content, hiddenReason: row.hiddenReason } : null;
    },
    async countView(id: number, tx: Db = db): Promise<void> {
      await tx.update(boardPosts).set({ viewCount: sql`${boardPosts.viewCount} + 1` }).where(eq(boardPosts.id, id));
    },
    async create(values: { channelId: number; authorId: number; title: string; content: string }, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(boardPosts).values(values).returning({ id: boardPosts.id });
      return row.id;
    },
    /** The author's edit (false when it is not theirs or gone). */
    async update(id: number, authorId: number, values: { title: string; content: string }, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(boardPosts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(boardPosts.id, id), eq(boardPosts.authorId, authorId)))
        .returning({ id: boardPosts.id });
      return rows.length === 1;
    },
    async remove(id: number, tx: Db = db): Promise<boolean> {
      return (await tx.delete(boardPosts).where(eq(boardPosts.id, id)).returning({ id: boardPosts.id })).length === 1;
    },
    async hide(id: number, by: number, reason: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(boardPosts)
        .set({ hiddenAt: sql`now()`, hiddenBy: by, hiddenReason: reason, important: false })
        .where(and(eq(boardPosts.id, id), isNull(boardPosts.hiddenAt)))
        .returning({ id: boardPosts.id });
      return rows.length === 1;
    },
    /**
     * Pins or unpins a post of `channelId`; a pin is refused (false) when `max` are pinned already.
     * The channel's row is locked first, so two pins at once cannot both take the last place.
     */
    async setImportant(channelId: number, id: number, important: boolean, max: number): Promise<boolean> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId)).for('update');
        if (important) {
          const [{ n }] = await tx.select({ n: count() }).from(boardPosts).where(and(eq(boardPosts.channelId, channelId), eq(boardPosts.important, true)));
          if (Number(n) >= max) return false;
        }
        await tx.update(boardPosts).set({ important }).where(and(eq(boardPosts.id, id), eq(boardPosts.channelId, channelId)));
        return true;
      });
    },
    /** Likes or unlikes (one like per member): the new state and count. */
    async toggleLike(postId: number, memberId: number, tx: Db = db): Promise<{ liked: boolean; likeCount: number }> {
      const added = await tx.insert(boardLikes).values({ postId, memberId }).onConflictDoNothing().returning({ postId: boardLikes.postId });
      // two unlikes at once: only the one that deleted the like moves the count
      const removed = added.length ? [] : await tx.delete(boardLikes).where(and(eq(boardLikes.postId, postId), eq(boardLikes.memberId, memberId))).returning({ postId: boardLikes.postId });
      const step = added.length - removed.length;
      const [row] = await tx
        .update(boardPosts)
        .set({ likeCount: sql`${boardPosts.likeCount} + ${step}` })
        .where(eq(boardPosts.id, postId))
        .returning({ likeCount: boardPosts.likeCount });
      return { liked: added.length === 1, likeCount: row.likeCount };
    },
    async liked(postId: number, memberId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ one: sql`1` }).from(boardLikes).where(and(eq(boardLikes.postId, postId), eq(boardLikes.memberId, memberId)));
      return Boolean(row);
    },
    /** Who liked a post, newest first. */
    async likers(postId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const rows = await tx
        .select({ loginId: members.loginId, nickname: members.nickname, likedAt: boardLikes.createdAt })
        .from(boardLikes)
        .innerJoin(members, eq(members.id, boardLikes.memberId))
        .where(eq(boardLikes.postId, postId))
        .orderBy(desc(boardLikes.createdAt), desc(boardLikes.memberId))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(boardLikes).where(eq(boardLikes.postId, postId));
      return { list: rows, total: Number(total) };
    },
    /** The visible comments of a post, oldest first. */
    async comments(postId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const where = and(eq(boardComments.postId, postId), isNull(boardComments.hiddenAt));
      const rows = await tx
        .select({ id: boardComments.id, postId: boardComments.postId, authorId: boardComments.authorId, loginId: members.loginId, nickname: members.nickname, content: boardComments.content, createdAt: boardComments.createdAt })
        .from(boardComments)
        .innerJoin(members, eq(members.id, boardComments.authorId))
        .where(where)
        .orderBy(asc(boardComments.id))
        .offset(page.offset)
        .limit(page.limit);
      const [{ total }] = await tx.select({ total: count() }).from(boardComments).where(where);
      return {
        list: rows.map((r): BoardCommentLine => ({ id: r.id, postId: r.postId, authorId: r.authorId, author: { loginId: r.loginId, nickname: r.nickname }, content: r.content, createdAt: r.createdAt })),
        total: Number(total),
      };
    },
    async comment(id: number, tx: Db = db): Promise<(BoardCommentLine & { channelId: number }) | null> {
      const [r] = await tx
        .select({ id: boardComments.id, postId: boardComments.postId, authorId: boardComments.authorId, loginId: members.loginId, nickname: members.nickname, content: boardComments.content, createdAt: boardComments.createdAt, channelId: boardPosts.channelId })
        .from(boardComments)
        .innerJoin(members, eq(members.id, boardComments.authorId))
        .innerJoin(boardPosts, eq(boardPosts.id, boardComments.postId))
        .where(and(eq(boardComments.id, id), isNull(boardComments.hiddenAt)));
      return r ? { id: r.id, postId: r.postId, authorId: r.authorId, author: { loginId: r.loginId, nickname: r.nickname }, content: r.content, createdAt: r.createdAt, channelId: r.channelId } : null;
    },
    async addComment(postId: number, authorId: number, content: string, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(boardComments).values({ postId, authorId, content }).returning({ id: boardComments.id });
      await tx.update(boardPosts).set({ commentCount: sql`${boardPosts.commentCount} + 1` }).where(eq(boardPosts.id, postId));
      return row.id;
    },
    /** Removes a comment (its author) or hides it (a moderator, `by`); false when it was gone. */
    async dropComment(id: number, postId: number, by: { hiddenBy: number } | 'author', tx: Db = db): Promise<boolean> {
      const rows =
        by === 'author'
          ? await tx.delete(boardComments).where(and(eq(boardComments.id, id), isNull(boardComments.hiddenAt))).returning({ id: boardComments.id })
          : await tx
              .update(boardComments)
              .set({ hiddenAt: sql`now()`, hiddenBy: by.hiddenBy })
              .where(and(eq(boardComments.id, id), isNull(boardComments.hiddenAt)))
              .returning({ id: boardComments.id });
      if (rows.length === 0) return false;
      await tx.update(boardPosts).set({ commentCount: sql`greatest(${boardPosts.commentCount} - 1, 0)` }).where(eq(boardPosts.id, postId));
      return true;
    },
    /** The newest visible post of a channel and how many there are (the live page's board tab). */
    async summary(channelId: number, tx: Db = db): Promise<{ total: number; latestAt: Date | null }> {
      const [row] = await tx
        .select({ total: count(), latestAt: sql<string | null>`max(${boardPosts.createdAt})` })
        .from(boardPosts)
        .where(and(eq(boardPosts.channelId, channelId), isNull(boardPosts.hiddenAt)));
      return { total: Number(row.total), latestAt: row.latestAt ? new Date(row.latestAt) : null };
    },
    /** The post row as stored (hidden or not). */
    async raw(id: number, tx: Db = db): Promise<BoardPostRow | null> {
      const [row] = await tx.select().from(boardPosts).where(eq(boardPosts.id, id));
      return row ?? null;
    },
  };
  return repo;
}
export type BoardsRepository = ReturnType<typeof boardsRepository>;
