import * as v from 'valibot';
import { noControlCharacters } from '../control-characters';
import { idField, paginationQuery } from '../pagination';

/** Who may post on a channel's fan board: 0 signed-in members, 1 followers, 2 subscribers. */
export const BOARD_WRITE_LEVELS = [0, 1, 2] as const;
export type BoardWriteLevel = (typeof BOARD_WRITE_LEVELS)[number];
/** Posts one member may write per minute (on every board together). */
export const BOARD_POSTS_PER_MINUTE = 3;
/** Comments one member may write per minute. */
export const BOARD_COMMENTS_PER_MINUTE = 10;
/** Likes and unlikes one member may send per minute. */
export const BOARD_LIKES_PER_MINUTE = 30;
/** Pinned (important) posts a board holds at most. */
export const BOARD_IMPORTANT_MAX = 5;
export const BOARD_TITLE_MAX = 100;
export const BOARD_CONTENT_MAX = 5_000;
export const BOARD_COMMENT_MAX = 500;

const boardId = idField('cs.board.notFound');
const channelId = idField('live.channel.notFound');
const title = v.pipe(v.string('cs.board.title'), v.trim(), v.nonEmpty('cs.board.title'), v.maxLength(BOARD_TITLE_MAX, 'cs.board.title'), noControlCharacters('cs.board.title'));
const content = v.pipe(v.string('cs.board.content'), v.trim(), v.nonEmpty('cs.board.content'), v.maxLength(BOARD_CONTENT_MAX, 'cs.board.content'), noControlCharacters('cs.board.content'));
const commentText = v.pipe(v.string('cs.board.comment'), v.trim(), v.nonEmpty('cs.board.comment'), v.maxLength(BOARD_COMMENT_MAX, 'cs.board.comment'), noControlCharacters('cs.board.comment'));

const author = v.object({ loginId: v.string(), nickname: v.string() });
export const boardPostLine = v.object({
  id: v.number(),
  channelId: v.number(),
  title: v.string(),
  author,
  important: v.boolean(),
  likeCount: v.number(),
  commentCount: v.number(),
  viewCount: v.number(),
  /** hidden by the channel's moderators (seen only by its author and the moderators) */
  hidden: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.nullable(v.string()),
});
export type BoardPostLine = v.InferOutput<typeof boardPostLine>;
export const boardPostView = v.object({
  ...boardPostLine.entries,
  content: v.string(),
  /** why the moderators hid it (its author and the moderators only) */
  hiddenReason: v.nullable(v.string()),
  /** the caller liked it */
  liked: v.boolean(),
  /** the caller wrote it: may edit and delete */
  mine: v.boolean(),
  /** the caller moderates this board: may pin and hide */
  canModerate: v.boolean(),
});
export type BoardPostView = v.InferOutput<typeof boardPostView>;

/** GET /api/cs/board-list: a channel's board, pinned posts first, then newest first. */
export const boardListQuery = v.object({ channelId, ...paginationQuery(10).entries });
export const boardListResponse = v.object({ list: v.array(boardPostLine), total: v.number(), offset: v.number(), limit: v.number() });
export type BoardListResponse = v.InferOutput<typeof boardListResponse>;
/** GET /api/cs/board-detail?boardId */
export const boardDetailQuery = v.object({ boardId });
export const boardParams = v.object({ boardId });

/** A post's fields (the write and edit forms) */
export const boardPostFields = v.object({ title, content });
/** POST /api/cs/board-write */
export const boardWriteBody = v.object({ channelId, ...boardPostFields.entries });
export type BoardWriteBody = v.InferOutput<typeof boardWriteBody>;
/** PUT /api/cs/board-update: the author's edit */
export const boardUpdateBody = v.object({ boardId, ...boardPostFields.entries });
export type BoardUpdateBody = v.InferOutput<typeof boardUpdateBody>;
/** DELETE /api/cs/board-delete/{id}: the author deletes; a moderator hides it, with a reason told to the author */
export const boardDeleteParams = v.object({ id: boardId });
export const boardDeleteQuery = v.object({
  reason: v.optional(v.pipe(v.string('cs.board.hideReason'), v.trim(), v.maxLength(200, 'cs.board.hideReason'), noControlCharacters('cs.board.hideReason')), ''),
});
export const boardDeleteResponse = v.object({ id: v.number(), result: v.picklist(['deleted', 'hidden']) });
/** PUT /api/cs/board-important/{channelId}/{boardId}: pins or unpins */
export const boardImportantParams = v.object({ channelId, boardId });
export const boardImportantResponse = v.object({ boardId: v.number(), important: v.boolean() });

/** POST /api/cs/board-like: likes, or takes the like back */
export const boardLikeBody = v.object({ boardId });
export const boardLikeResponse = v.object({ boardId: v.number(), liked: v.boolean(), likeCount: v.number() });
export const boardLikeCountResponse = v.object({ boardId: v.number(), likeCount: v.number() });
export const boardLikersQuery = paginationQuery(20);
export const boardLikersResponse = v.object({ list: v.array(v.object({ loginId: v.string(), nickname: v.string(), likedAt: v.string() })), total: v.number(), offset: v.number(), limit: v.number() });

/** GET /api/cs/board-comment?boardId: oldest first */
export const boardCommentQuery = v.object({ boardId, ...paginationQuery(20).entries });
export const boardCommentView = v.object({ id: v.number(), boardId: v.number(), author, content: v.string(), createdAt: v.string(), mine: v.boolean(), canDelete: v.boolean() });
export type BoardCommentView = v.InferOutput<typeof boardCommentView>;
export const boardCommentListResponse = v.object({ list: v.array(boardCommentView), total: v.number(), offset: v.number(), limit: v.number() });
export type BoardCommentListResponse = v.InferOutput<typeof boardCommentListResponse>;
/** A comment's field (the comment form) */
export const boardCommentFields = v.object({ content: commentText });
/** POST /api/cs/board-comment */
export const boardCommentBody = v.object({ boardId, ...boardCommentFields.entries });
export type BoardCommentBody = v.InferOutput<typeof boardCommentBody>;
export const boardCommentParams = v.object({ id: idField('cs.board.commentNotFound') });

/** GET /api/cs/board-setting-check?channelId: whether the board is open and what the caller may do there */
export const boardSettingQuery = v.object({ channelId });
export const boardSettingResponse = v.object({
  channelId: v.number(),
  open: v.boolean(),
  writeLevel: v.picklist(BOARD_WRITE_LEVELS),
  /** the caller may post now (signed in, the board open, the level met) */
  canWrite: v.boolean(),
  canModerate: v.boolean(),
  /** the caller is the channel's BJ: may open, close and set the level (PUT /api/cs/board-setting) */
  canConfigure: v.boolean(),
});
export type BoardSettingResponse = v.InferOutput<typeof boardSettingResponse>;
/** PUT /api/cs/board-setting: the channel owner opens or closes the board and sets who may post */
export const boardSettingBody = v.object({ channelId, open: v.boolean('common.badRequest'), writeLevel: v.picklist(BOARD_WRITE_LEVELS, 'cs.board.writeLevel') });

/** POST /v4/api/lives/live-board-check {channelId}: the live page's board tab */
export const liveBoardCheckBody = v.object({ channelId });
export const liveBoardCheckResponse = v.object({ channelId: v.number(), open: v.boolean(), total: v.number(), latestAt: v.nullable(v.string()) });
