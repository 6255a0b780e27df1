import {
  BOARD_COMMENTS_PER_MINUTE,
  BOARD_IMPORTANT_MAX,
  BOARD_LIKES_PER_MINUTE,
  BOARD_POSTS_PER_MINUTE,
  type BoardCommentBody,
  type BoardCommentView,
  type BoardPostLine,
  type BoardPostView,
  type BoardSettingResponse,
  type BoardUpdateBody,
  type BoardWriteBody,
  type BoardWriteLevel,
} from '@luvcast/contracts';
import type { BoardCommentLine, BoardPost, BoardPostLine as BoardRow, BoardSettings, Db } from '@luvcast/db';
import { staffScope } from '../../plugins/app/auth';
import { perMinute, refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';

export type BoardsServiceDeps = Pick<App, 'db' | 'boards' | 'chatModeration' | 'rateLimits' | 'operatorActions' | 'log'>;

const lineOf = (p: BoardRow): BoardPostLine => ({
  id: p.id,
  channelId: p.channelId,
  title: p.title,
  author: p.author,
  important: p.important,
  likeCount: p.likeCount,
  commentCount: p.commentCount,
  viewCount: p.viewCount,
  hidden: p.hidden,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt?.toISOString() ?? null,
});
const page = (q: { offset: number; limit: number }) => ({ offset: q.offset, limit: q.limit });

/**
 * Fan boards (issue 12): a board per channel, open while the channel's fan-talk feature is on.
 * Members post when they meet the board's level (members, followers or subscribers); the author
 * edits and deletes; the channel's BJ, its managers and operators (role O) pin posts and hide posts
 * and comments (a hidden post stays visible to its author with the reason, for an appeal).
 */
export function createBoardsService(app: BoardsServiceDeps) {
  /** What the caller is on a channel's board. */
  async function standing(settings: BoardSettings, member: AuthedMember | null) {
    if (!member) return { moderator: false, manager: false, canWrite: false, refusal: refusal('auth.token.invalid', 401) };
    const ctx = await app.chatModeration.memberContext(settings.channelId, member.id);
    const staff = staffScope(member) === null;
    const moderator = ctx?.role === 'broadcaster' || ctx?.role === 'manager' || staff;
    // a manager only: may not act on the BJ's own posts and comments (as in the chat)
    const manager = ctx?.role === 'manager' && !staff;
    let why: Refusal | null = null;
    if (!settings.open) why = refusal('cs.board.closed', 403);
    else if (ctx?.ban && !moderator) why = refusal('cs.board.banned', 403);
    else if (settings.writeLevel === 1 && !ctx?.follower && !moderator) why = refusal('cs.board.followersOnly', 403);
    else if (settings.writeLevel === 2 && !ctx?.subscriber && !moderator) why = refusal('cs.board.subscribersOnly', 403);
    return { moderator, manager, canWrite: why === null, refusal: why };
  }
  const limited = (member: AuthedMember, what: 'post' | 'comment' | 'like', max: number) => perMinute(app.rateLimits, `board-${what}:${member.id}`, max, 'cs.board.tooMany');

  /** A post the caller may see, with its board's settings and the caller's standing; else a refusal. */
  async function reach(boardId: number, member: AuthedMember | null) {
    const raw = await app.boards.raw(boardId);
    const settings = raw ? await app.boards.settings(raw.channelId) : null;
    if (!raw || !settings) return refusal('cs.board.notFound', 404);
    const who = await standing(settings, member);
    const post = await app.boards.find(boardId, { id: member?.id ?? null, moderator: who.moderator });
    if (!post) return refusal('cs.board.notFound', 404);
    return { post, settings, who };
  }
  async function viewOf(post: BoardPost, member: AuthedMember | null, moderator: boolean): Promise<BoardPostView> {
    const mine = member?.id === post.authorId;
    return {
      ...lineOf(post),
      content: post.content,
      hiddenReason: mine || moderator ? post.hiddenReason : null,
      liked: member ? await app.boards.liked(post.id, member.id) : false,
      mine,
      canModerate: moderator,
    };
  }
  const commentOf = (c: BoardCommentLine, member: AuthedMember | null, moderator: boolean): BoardCommentView => ({
    id: c.id,
    boardId: c.postId,
    author: c.author,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    mine: member?.id === c.authorId,
    canDelete: member?.id === c.authorId || moderator,
  });

  return {
    async settingCheck(member: AuthedMember | null, channelId: number): Promise<BoardSettingResponse | Refusal> {
      const settings = await app.boards.settings(channelId);
      if (!settings) return refusal('live.channel.notFound', 404);
      const who = await standing(settings, member);
      return { channelId, open: settings.open, writeLevel: settings.writeLevel as BoardWriteLevel, canWrite: who.canWrite, canModerate: who.moderator, canConfigure: member?.id === settings.ownerId };
    },
    /** PUT /api/cs/board-setting: the channel's BJ only. */
    async setSetting(member: AuthedMember, body: { channelId: number; open: boolean; writeLevel: number }): Promise<BoardSettingResponse | Refusal> {
      const settings = await app.boards.settings(body.channelId);
      if (!settings) return refusal('live.channel.notFound', 404);
      if (settings.ownerId !== member.id) return refusal('cs.board.notModerator', 403);
      await app.boards.setSettings(body.channelId, { open: body.open, writeLevel: body.writeLevel });
      return this.settingCheck(member, body.channelId);
    },
    async list(member: AuthedMember | null, q: { channelId: number; offset: number; limit: number }) {
      const settings = await app.boards.settings(q.channelId);
      if (!settings) return refusal('live.channel.notFound', 404);
      const who = await standing(settings, member);
      const r = await app.boards.list(q.channelId, { id: member?.id ?? null, moderator: who.moderator }, q);
      return { list: r.list.map(lineOf), total: r.total, ...page(q) };
    },
    /** GET /api/cs/board-detail: counts a view. */
    async detail(member: AuthedMember | null, boardId: number): Promise<BoardPostView | Refusal> {
      const r = await reach(boardId, member);
      if ('refused' in r) return r;
      await app.boards.countView(boardId);
      return viewOf({ ...r.post, viewCount: r.post.viewCount + 1 }, member, r.who.moderator);
    },
    async write(member: AuthedMember, body: BoardWriteBody): Promise<BoardPostView | Refusal> {
      const settings = await app.boards.settings(body.channelId);
      if (!settings) return refusal('live.channel.notFound', 404);
      const who = await standing(settings, member);
      if (who.refusal) return who.refusal;
      const tooMany = await limited(member, 'post', BOARD_POSTS_PER_MINUTE);
      if (tooMany) return tooMany;
      const id = await app.boards.create({ channelId: body.channelId, authorId: member.id, title: body.title, content: body.content });
      return viewOf((await app.boards.find(id))!, member, who.moderator);
    },
    async update(member: AuthedMember, body: BoardUpdateBody): Promise<BoardPostView | Refusal> {
      const r = await reach(body.boardId, member);
      if ('refused' in r) return r;
      if (r.post.authorId !== member.id) return refusal('cs.board.notAuthor', 403);
      if (r.post.hidden) return refusal('cs.board.hidden', 409);
      await app.boards.update(body.boardId, member.id, { title: body.title, content: body.content });
      return viewOf((await app.boards.find(body.boardId))!, member, r.who.moderator);
    },
    /** The author deletes the post; a moderator hides it with a reason (logged). */
    async remove(member: AuthedMember, boardId: number, reason: string): Promise<{ id: number; result: 'deleted' | 'hidden' } | Refusal> {
      const r = await reach(boardId, member);
      if ('refused' in r) return r;
      if (r.post.authorId === member.id) {
        await app.boards.remove(boardId);
        return { id: boardId, result: 'deleted' };
      }
      if (!r.who.moderator) return refusal('cs.board.notAuthor', 403);
      if (r.who.manager && r.post.authorId === r.settings.ownerId) return refusal('cs.board.notModerator', 403);
      if (r.post.hidden) return refusal('cs.board.hidden', 409);
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        await app.boards.hide(boardId, member.id, reason, tx);
        await app.operatorActions.record(
          { operatorId: member.id, action: 'board.hide', targetType: 'board_post', targetId: boardId, reason: reason || '-', detail: { channelId: r.post.channelId, author: r.post.author.loginId, title: r.post.title } },
          tx,
        );
      });
      return { id: boardId, result: 'hidden' };
    },
    /** Pins or unpins (the board's moderators), at most BOARD_IMPORTANT_MAX pinned. */
    async toggleImportant(member: AuthedMember, channelId: number, boardId: number): Promise<{ boardId: number; important: boolean } | Refusal> {
      const r = await reach(boardId, member);
      if ('refused' in r || r.post.channelId !== channelId) return refusal('cs.board.notFound', 404);
      if (!r.who.moderator) return refusal('cs.board.notModerator', 403);
      if (r.post.hidden) return refusal('cs.board.hidden', 409);
      const important = !r.post.important;
      if (!(await app.boards.setImportant(channelId, boardId, important, BOARD_IMPORTANT_MAX))) return refusal('cs.board.importantMax', 409, { params: { max: BOARD_IMPORTANT_MAX } });
      return { boardId, important };
    },
    async like(member: AuthedMember, boardId: number) {
      const r = await reach(boardId, member);
      if ('refused' in r) return r;
      if (r.post.hidden) return refusal('cs.board.hidden', 409);
      if (r.who.refusal && r.who.refusal.key !== 'cs.board.followersOnly' && r.who.refusal.key !== 'cs.board.subscribersOnly') return r.who.refusal;
      const tooMany = await limited(member, 'like', BOARD_LIKES_PER_MINUTE);
      if (tooMany) return tooMany;
      const state = await app.db.transaction((t) => app.boards.toggleLike(boardId, member.id, t as unknown as Db));
      return { boardId, ...state };
    },
    async likeCount(member: AuthedMember | null, boardId: number) {
      const r = await reach(boardId, member);
      return 'refused' in r ? r : { boardId, likeCount: r.post.likeCount };
    },
    async likers(member: AuthedMember | null, boardId: number, q: { offset: number; limit: number }) {
      const r = await reach(boardId, member);
      if ('refused' in r) return r;
      const l = await app.boards.likers(boardId, q);
      return { list: l.list.map((x) => ({ ...x, likedAt: x.likedAt.toISOString() })), total: l.total, ...page(q) };
    },
    async comments(member: AuthedMember | null, q: { boardId: number; offset: number; limit: number }) {
      const r = await reach(q.boardId, member);
      if ('refused' in r) return r;
      const c = await app.boards.comments(q.boardId, q);
      return { list: c.list.map((x) => commentOf(x, member, r.who.moderator)), total: c.total, ...page(q) };
    },
    async comment(member: AuthedMember, body: BoardCommentBody): Promise<BoardCommentView | Refusal> {
      const r = await reach(body.boardId, member);
      if ('refused' in r) return r;
      if (r.post.hidden) return refusal('cs.board.hidden', 409);
      // comments follow the board's rules for posts (open, level, bans)
      if (r.who.refusal) return r.who.refusal;
      const tooMany = await limited(member, 'comment', BOARD_COMMENTS_PER_MINUTE);
      if (tooMany) return tooMany;
      const id = await app.db.transaction((t) => app.boards.addComment(body.boardId, member.id, body.content, t as unknown as Db));
      return commentOf((await app.boards.comment(id))!, member, r.who.moderator);
    },
    /** The author removes a comment; the board's moderators hide it. */
    async deleteComment(member: AuthedMember, id: number): Promise<{ id: number; result: 'deleted' | 'hidden' } | Refusal> {
      const c = await app.boards.comment(id);
      if (!c) return refusal('cs.board.commentNotFound', 404);
      const r = await reach(c.postId, member);
      if ('refused' in r) return refusal('cs.board.commentNotFound', 404);
      const mine = c.authorId === member.id;
      if (!mine && !r.who.moderator) return refusal('cs.board.notAuthor', 403);
      if (!mine && r.who.manager && c.authorId === r.settings.ownerId) return refusal('cs.board.notModerator', 403);
      const done = await app.db.transaction((t) => app.boards.dropComment(id, c.postId, mine ? 'author' : { hiddenBy: member.id }, t as unknown as Db));
      if (!done) return refusal('cs.board.commentNotFound', 404);
      return { id, result: mine ? 'deleted' : 'hidden' };
    },
    /** POST /v4/api/lives/live-board-check: the live page's board tab. */
    async liveBoardCheck(channelId: number) {
      const settings = await app.boards.settings(channelId);
      if (!settings) return refusal('live.channel.notFound', 404);
      const s = await app.boards.summary(channelId);
      return { channelId, open: settings.open, total: s.total, latestAt: s.latestAt?.toISOString() ?? null };
    },
  };
}
export type BoardsService = ReturnType<typeof createBoardsService>;
