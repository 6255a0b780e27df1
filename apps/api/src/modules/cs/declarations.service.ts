import { DECLARATIONS_PER_MINUTE, HIDEABLE_DECLARATION_TARGETS, type AdminDeclaration, type DeclarationBody, type DeclarationDecisionBody, type DeclarationView } from '@luvcast/contracts';
import { DECLARATION_STATUS, type DeclarationLine, type Db } from '@luvcast/db';
import { staffMay, staffScope } from '../../plugins/app/auth';
import { perMinute, refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';

export type DeclarationsServiceDeps = Pick<App, 'db' | 'declarations' | 'members' | 'channels' | 'messages' | 'boards' | 'sessions' | 'sessionCache' | 'rateLimits' | 'operatorActions' | 'log'>;

const STATUS_NAMES = { [DECLARATION_STATUS.pending]: 'pending', [DECLARATION_STATUS.dismissed]: 'dismissed', [DECLARATION_STATUS.sanctioned]: 'sanctioned' } as const;
const viewOf = (d: DeclarationLine): DeclarationView => ({
  id: d.id,
  targetType: d.targetType,
  targetId: d.targetId,
  target: d.target,
  reason: d.reason as DeclarationView['reason'],
  detail: d.detail,
  status: STATUS_NAMES[d.status as 0 | 1 | 2],
  createdAt: d.createdAt.toISOString(),
  handledAt: d.handledAt?.toISOString() ?? null,
});
const adminViewOf = (d: DeclarationLine): AdminDeclaration => ({ ...viewOf(d), brand: d.brand, reporter: d.reporter, snapshot: d.snapshot, resolution: d.resolution });
const DAY_MS = 86_400_000;

/**
 * Hides what a report is about, inside the decision's transaction, with the boards' and messages'
 * own repository calls: a post as the board moderators hide it (with the reason, logged as
 * board.hide like theirs), a comment as they hide it, a message out of the reporter's (the
 * recipient's) box. What was hidden, or null when it is gone or hidden already.
 */
async function hideContentOf(app: DeclarationsServiceDeps, staff: AuthedMember, d: DeclarationLine, reason: string, tx: Db): Promise<{ type: string; id: number } | null> {
  const id = Number(d.targetId);
  if (!Number.isSafeInteger(id)) return null;
  if (d.targetType === 'post') {
    const post = await app.boards.raw(id, tx);
    if (!post || !(await app.boards.hide(id, staff.id, reason, tx))) return null;
    await app.operatorActions.record({ operatorId: staff.id, action: 'board.hide', targetType: 'board_post', targetId: id, reason, detail: { channelId: post.channelId, author: d.target?.loginId, title: post.title, declarationId: d.id } }, tx);
    return { type: 'board_post', id };
  }
  if (d.targetType === 'comment') {
    const comment = await app.boards.comment(id, tx);
    if (!comment || !(await app.boards.dropComment(id, comment.postId, { hiddenBy: staff.id }, tx))) return null;
    await app.operatorActions.record({ operatorId: staff.id, action: 'board.hideComment', targetType: 'board_comment', targetId: id, reason, detail: { postId: comment.postId, channelId: comment.channelId, author: d.target?.loginId, declarationId: d.id } }, tx);
    return { type: 'board_comment', id };
  }
  // a message: gone from the recipient's received box (the sender's copy and the report's snapshot stay)
  if (!(await app.messages.received(d.reporterId, id, tx)) || (await app.messages.deleteFor(d.reporterId, [id], tx)) === 0) return null;
  return { type: 'message', id };
}

/**
 * Declarations (reports, issue 12): a member reports a member, a live or a received message with a
 * reason; an operator dismisses the report or sanctions the member (blocked, every session ended,
 * until the sanction runs out: the jobs lift it). Every decision is logged with its reason.
 */
export function createDeclarationsService(app: DeclarationsServiceDeps) {
  const hideContent = (staff: AuthedMember, d: DeclarationLine, reason: string, tx: Db) => hideContentOf(app, staff, d, reason, tx);
  const admit = (member: AuthedMember) => perMinute(app.rateLimits, `declaration:${member.id}`, DECLARATIONS_PER_MINUTE, 'cs.declaration.tooMany');

  async function file(member: AuthedMember, d: { targetType: string; targetId: string; targetMemberId: number | null; reason: string; detail: string; snapshot: string | null }): Promise<DeclarationView | Refusal> {
    if (d.targetMemberId === member.id) return refusal('cs.declaration.self', 400);
    const over = await admit(member);
    if (over) return over;
    const row = await app.declarations.create({ reporterId: member.id, brand: member.brand, ...d });
    if (!row) return refusal('cs.declaration.duplicate', 409);
    return viewOf((await app.declarations.find(row.id))!);
  }

  return {
    /** POST /api/cs/declaration-post: a member by login id, a live by channel id, a board post or comment by id. */
    async declare(member: AuthedMember, body: DeclarationBody): Promise<DeclarationView | Refusal> {
      if (body.targetType === 'member') {
        const target = await app.members.findByLoginId(body.targetId);
        if (!target) return refusal('cs.declaration.target', 404);
        return file(member, { targetType: 'member', targetId: target.loginId, targetMemberId: target.id, reason: body.reason, detail: body.detail, snapshot: null });
      }
      const id = /^[1-9]\d{0,9}$/.test(body.targetId) && Number(body.targetId) <= 2_147_483_647 ? Number(body.targetId) : null;
      if (body.targetType === 'post') {
        // a post the reporter can see (a hidden one is already handled), kept as it was
        const post = id === null ? null : await app.boards.find(id, { id: null, moderator: false });
        if (!post) return refusal('cs.declaration.target', 404);
        return file(member, { targetType: 'post', targetId: String(post.id), targetMemberId: post.authorId, reason: body.reason, detail: body.detail, snapshot: `${post.title}\n\n${post.content}` });
      }
      if (body.targetType === 'comment') {
        const comment = id === null ? null : await app.boards.comment(id);
        // a comment under a hidden post is out of sight: as if it did not exist
        if (!comment || !(await app.boards.find(comment.postId, { id: null, moderator: false }))) return refusal('cs.declaration.target', 404);
        return file(member, { targetType: 'comment', targetId: String(comment.id), targetMemberId: comment.authorId, reason: body.reason, detail: body.detail, snapshot: comment.content });
      }
      const channel = id === null ? undefined : await app.channels.findById(id);
      if (!channel) return refusal('cs.declaration.target', 404);
      return file(member, { targetType: 'live', targetId: String(channel.id), targetMemberId: channel.ownerId, reason: body.reason, detail: body.detail, snapshot: channel.title ?? null });
    },

    /** POST /api/my/messages/declaration/{id}: a message in the member's received box, kept as it was. */
    async declareMessage(member: AuthedMember, messageId: number, body: { reason: string; detail: string }): Promise<DeclarationView | Refusal> {
      const message = await app.messages.received(member.id, messageId);
      if (!message) return refusal('messages.notFound', 404);
      const sender = await app.members.findByLoginId(message.sender.loginId);
      return file(member, { targetType: 'message', targetId: String(messageId), targetMemberId: sender?.id ?? null, reason: body.reason, detail: body.detail, snapshot: message.content });
    },

    async list(member: AuthedMember, page: { offset: number; limit: number }) {
      const r = await app.declarations.listOf(member.id, page);
      return { list: r.list.map(viewOf), total: r.total, ...page };
    },

    async withdraw(member: AuthedMember, id: number): Promise<{ id: number } | Refusal> {
      const d = await app.declarations.find(id);
      if (!d || d.reporterId !== member.id) return refusal('cs.declaration.notFound', 404);
      if (d.status !== DECLARATION_STATUS.pending || !(await app.declarations.deletePending(id, member.id))) return refusal('cs.declaration.handled', 409);
      return { id };
    },

    // ---- operators

    async queue(staff: AuthedMember, handled: boolean, page: { offset: number; limit: number }) {
      const r = await app.declarations.queue({ handled, brand: staffScope(staff) ?? null }, page);
      return { list: r.list.map(adminViewOf), total: r.total };
    },

    /**
     * Dismisses a pending report, sanctions its member for `days`, or hides what was reported (a
     * board post or comment: as the board moderators' hide, with the reason; a message: out of the
     * reporter's received box); logged in one transaction with the decision. A hide closes the report
     * as upheld (status sanctioned: the member was acted on, through their content).
     */
    async decide(staff: AuthedMember, id: number, decision: DeclarationDecisionBody): Promise<AdminDeclaration | Refusal> {
      const d = await app.declarations.find(id);
      if (!d || !staffMay(staff, d.brand)) return refusal('cs.declaration.notFound', 404);
      const sanction = decision.action === 'sanction';
      const hide = decision.action === 'hide';
      if (sanction && (!decision.days || !d.targetMemberId)) return refusal(!decision.days ? 'cs.declaration.days' : 'cs.declaration.target', 400);
      if (sanction && d.targetMemberId === staff.id) return refusal('admin.member.self', 400);
      if (hide && !(HIDEABLE_DECLARATION_TARGETS as readonly string[]).includes(d.targetType)) return refusal('cs.declaration.hideTarget', 400);
      // a post's hidden reason is shown to its author: the board's own limit (200)
      if (hide && d.targetType === 'post' && decision.reason.length > 200) return refusal('cs.board.hideReason', 400);
      // the report's brand is the reporter's site: acting on the member reported is for operators of
      // that member's brand, and on an operator for operators of every brand (as the members page)
      if ((sanction || hide) && d.targetMemberId && staffScope(staff) !== null) {
        const target = await app.members.findById(d.targetMemberId);
        if (target && (!staffMay(staff, target.brand) || target.role === 'O' || target.role === 'S')) return refusal('cs.declaration.otherBrand', 403);
      }
      const contentGone = new Error('content gone');
      let closed: Awaited<ReturnType<typeof app.declarations.close>>;
      try {
        closed = await app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const row = await app.declarations.close(id, { status: sanction || hide ? DECLARATION_STATUS.sanctioned : DECLARATION_STATUS.dismissed, handledBy: staff.id, resolution: decision.reason }, tx);
          if (!row) return null;
          let detail: Record<string, unknown> = {};
          if (sanction) {
            const until = new Date(Date.now() + decision.days! * DAY_MS);
            await app.declarations.sanction({ memberId: d.targetMemberId!, declarationId: id, operatorId: staff.id, reason: decision.reason, until }, tx);
            await app.members.setStatus(d.targetMemberId!, 'blocked', tx);
            const ended = await app.sessions.revokeAllOfMember(d.targetMemberId!, tx);
            detail = { memberLoginId: d.target?.loginId, until: until.toISOString(), endedSessions: ended };
          }
          if (hide) {
            const hidden = await hideContent(staff, d, decision.reason, tx);
            if (!hidden) throw contentGone;
            detail = { memberLoginId: d.target?.loginId, content: hidden };
          }
          await app.operatorActions.record({ operatorId: staff.id, action: `declaration.${decision.action}`, targetType: 'declaration', targetId: id, reason: decision.reason, detail }, tx);
          return row;
        });
      } catch (err) {
        if (err === contentGone) return refusal('cs.declaration.contentGone', 409);
        throw err;
      }
      if (!closed) return refusal('cs.declaration.alreadyHandled', 409);
      // a sanction: every instance has forgotten the member's sessions before the operator has the answer
      if (sanction) await app.sessionCache.settled();
      app.log.info({ operator: staff.loginId, declaration: id, action: decision.action }, 'declaration decided');
      return adminViewOf((await app.declarations.find(id))!);
    },

    /** Lifts the sanctions that ran out and reopens the accounts left without one (the jobs, every minute). */
    async liftExpired(): Promise<number> {
      return app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const members = await app.declarations.liftExpired(tx);
        for (const memberId of members) {
          const m = await app.members.findById(memberId, tx);
          if (m?.status === 'blocked') await app.members.setStatus(memberId, 'active', tx);
        }
        return members.length;
      });
    },
  };
}
export type DeclarationsService = ReturnType<typeof createDeclarationsService>;
