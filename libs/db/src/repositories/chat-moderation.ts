import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { defaultChatSettings, normaliseChatText, type ChatSettings, type ChatSettingsPatch } from '@luvcast/contracts';
import type { Db } from '../client';
import { channelFollows, channels, viewerPresence, chatAuditLog, chatBannedWords, chatBans, chatManagers, chatSettings, members, memberSettings, subscriptions, type ChatAuditRow } from '../schema';

/** A ban in force: a kick until `expiresAt`, or a blacklist (expiresAt null) until lifted. */
export interface ActiveChatBan {
  kind: 'kick' | 'blacklist';
  reason: string;
  expiresAt: Date | null;
  actorId: number | null;
}

/** What the chat needs to know about a member in a channel, read on every message. */
export interface ChatMemberContext {
  role: 'broadcaster' | 'manager' | 'member';
  follower: boolean;
  /** subscribes now (status 1 or 5 within the paid period) */
  subscriber: boolean;
  ban: ActiveChatBan | null;
}

export interface ChatAuditEntry {
  channelId: number;
  actorId: number | null;
  action: string;
  targetId?: number | null;
  reason?: string;
  expiresAt?: Date | null;
  detail?: Record<string, unknown>;
}

/** An audit line with the names of actor and target (the broadcaster's audit view). */
export interface ChatAuditView extends ChatAuditRow {
  actorLoginId: string | null;
  actorNickname: string | null;
  targetLoginId: string | null;
  targetNickname: string | null;
}

const inForce = and(isNull(chatBans.liftedAt), or(isNull(chatBans.expiresAt), gt(chatBans.expiresAt, sql`now()`)));

/**
 * Chat roles, bans, settings, banned words and the audit log of every channel (issue 10): the
 * state every chat instance and the API enforce on every message, shared through PostgreSQL.
 */
export function chatModerationRepository(db: Db) {
  const repo = {
    /** The channel's chat settings (the defaults until someone changes them). */
    async settings(channelId: number, tx: Db = db): Promise<ChatSettings> {
      const [row] = await tx.select().from(chatSettings).where(eq(chatSettings.channelId, channelId)).limit(1);
      if (!row) return { ...defaultChatSettings };
      return { freeze: row.freeze, slowSeconds: row.slowSeconds, followersOnly: row.followersOnly, subscribersOnly: row.subscribersOnly, maxLength: row.maxLength };
    },
    /** Changes some settings and returns them all. */
    async updateSettings(channelId: number, patch: ChatSettingsPatch, actorId: number | null, tx: Db = db): Promise<ChatSettings> {
      const values = { ...defaultChatSettings, ...patch };
      await tx
        .insert(chatSettings)
        .values({ channelId, ...values, updatedBy: actorId })
        .onConflictDoUpdate({ target: chatSettings.channelId, set: { ...patch, updatedBy: actorId, updatedAt: sql`now()` } });
      return repo.settings(channelId, tx);
    },
    /** Role, follow, subscription and ban in force of a member in a channel (two queries). */
    async memberContext(channelId: number, memberId: number, tx: Db = db): Promise<ChatMemberContext | undefined> {
      // the subqueries name the channel by its value: a bare column of the outer table would be
      // written unqualified, and inside a subquery on a table with a column of that name it means that one
      const [row] = await tx
        .select({
          ownerId: channels.ownerId,
          manager: sql<boolean>`exists (select 1 from ${chatManagers} m where m.channel_id = ${channelId} and m.member_id = ${memberId})`,
          follower: sql<boolean>`exists (select 1 from ${channelFollows} f where f.channel_id = ${channelId} and f.member_id = ${memberId})`,
          subscriber: sql<boolean>`exists (select 1 from ${subscriptions} s where s.channel_id = ${channelId} and s.member_id = ${memberId} and s.status in (1, 5) and s.period_end > now())`,
        })
        .from(channels)
        .where(eq(channels.id, channelId))
        .limit(1);
      if (!row) return undefined;
      const ban = await repo.activeBan(channelId, memberId, tx);
      const role = row.ownerId === memberId ? 'broadcaster' : row.manager ? 'manager' : 'member';
      return { role, follower: Boolean(row.follower), subscriber: Boolean(row.subscriber), ban };
    },
    async managers(channelId: number, tx: Db = db): Promise<Array<{ memberId: number; loginId: string; nickname: string }>> {
      return tx
        .select({ memberId: chatManagers.memberId, loginId: members.loginId, nickname: members.nickname })
        .from(chatManagers)
        .innerJoin(members, eq(members.id, chatManagers.memberId))
        .where(eq(chatManagers.channelId, channelId))
        .orderBy(chatManagers.createdAt);
    },
    /** Names a manager; false when they already were one. */
    async addManager(channelId: number, memberId: number, actorId: number | null, tx: Db = db): Promise<boolean> {
      const rows = await tx.insert(chatManagers).values({ channelId, memberId, createdBy: actorId }).onConflictDoNothing().returning();
      return rows.length > 0;
    },
    /** Removes a manager; false when they were not one. */
    async removeManager(channelId: number, memberId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.delete(chatManagers).where(and(eq(chatManagers.channelId, channelId), eq(chatManagers.memberId, memberId))).returning();
      return rows.length > 0;
    },
    /** Bans a member: a kick for `minutes`, or a blacklist until lifted. Returns the ban. */
    async ban(
      input: { channelId: number; memberId: number; kind: 'kick' | 'blacklist'; reason: string; actorId: number | null; minutes?: number },
      tx: Db = db,
    ): Promise<ActiveChatBan> {
      const expiresAt = input.kind === 'kick' ? sql`now() + ${input.minutes ?? 10} * interval '1 minute'` : null;
      const [row] = await tx
        .insert(chatBans)
        .values({ channelId: input.channelId, memberId: input.memberId, kind: input.kind, reason: input.reason, actorId: input.actorId, expiresAt })
        .returning();
      return { kind: input.kind, reason: row.reason, expiresAt: row.expiresAt, actorId: row.actorId };
    },
    /** Lifts the bans of one kind in force; the number lifted. */
    async lift(channelId: number, memberId: number, kind: 'kick' | 'blacklist', tx: Db = db): Promise<number> {
      const rows = await tx
        .update(chatBans)
        .set({ liftedAt: sql`now()` })
        .where(and(eq(chatBans.channelId, channelId), eq(chatBans.memberId, memberId), eq(chatBans.kind, kind), inForce))
        .returning({ id: chatBans.id });
      return rows.length;
    },
    /** The ban in force (a blacklist before a kick), or null. */
    async activeBan(channelId: number, memberId: number, tx: Db = db): Promise<ActiveChatBan | null> {
      const [row] = await tx
        .select({ kind: chatBans.kind, reason: chatBans.reason, expiresAt: chatBans.expiresAt, actorId: chatBans.actorId })
        .from(chatBans)
        .where(and(eq(chatBans.channelId, channelId), eq(chatBans.memberId, memberId), inForce))
        .orderBy(sql`${chatBans.expiresAt} is null desc`, sql`${chatBans.expiresAt} desc`)
        .limit(1);
      return row ? { ...row, kind: row.kind as ActiveChatBan['kind'] } : null;
    },
    /** The channel's blacklist (bans without expiry in force), newest first. */
    async blacklist(channelId: number, tx: Db = db) {
      return tx
        .select({ memberId: chatBans.memberId, loginId: members.loginId, nickname: members.nickname, reason: chatBans.reason, createdAt: chatBans.createdAt })
        .from(chatBans)
        .innerJoin(members, eq(members.id, chatBans.memberId))
        .where(and(eq(chatBans.channelId, channelId), eq(chatBans.kind, 'blacklist'), inForce))
        .orderBy(desc(chatBans.createdAt));
    },
    /**
     * The channel's kicks in force (a kick not lifted whose expiry is ahead), one per member (the
     * one that ends last), newest first: who, why, until when, since when.
     */
    async kicks(channelId: number, tx: Db = db): Promise<Array<{ memberId: number; loginId: string; nickname: string; reason: string; expiresAt: Date; createdAt: Date }>> {
      const rows = await tx
        .selectDistinctOn([chatBans.memberId], {
          memberId: chatBans.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          reason: chatBans.reason,
          expiresAt: chatBans.expiresAt,
          createdAt: chatBans.createdAt,
        })
        .from(chatBans)
        .innerJoin(members, eq(members.id, chatBans.memberId))
        .where(and(eq(chatBans.channelId, channelId), eq(chatBans.kind, 'kick'), isNotNull(chatBans.expiresAt), inForce))
        .orderBy(chatBans.memberId, desc(chatBans.expiresAt));
      return rows
        .map((r) => ({ ...r, expiresAt: r.expiresAt as Date }))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    /** The channel's banned words as entered, oldest first. */
    async bannedWords(channelId: number, tx: Db = db): Promise<string[]> {
      const rows = await tx.select({ word: chatBannedWords.word }).from(chatBannedWords).where(eq(chatBannedWords.channelId, channelId)).orderBy(chatBannedWords.createdAt, chatBannedWords.normalised);
      return rows.map((r) => r.word);
    },
    /** Adds and removes banned words (matched by their normalised form); returns the list. */
    async changeBannedWords(channelId: number, change: { add?: readonly string[]; remove?: readonly string[] }, actorId: number | null, tx: Db = db): Promise<string[]> {
      const add = (change.add ?? []).map((word) => ({ word: word.trim(), normalised: normaliseChatText(word) })).filter((w) => w.normalised.length > 0 && w.normalised.length <= 50);
      if (add.length) await tx.insert(chatBannedWords).values(add.map((w) => ({ channelId, ...w, createdBy: actorId }))).onConflictDoNothing();
      const remove = (change.remove ?? []).map(normaliseChatText).filter(Boolean);
      if (remove.length) await tx.delete(chatBannedWords).where(and(eq(chatBannedWords.channelId, channelId), sql`${chatBannedWords.normalised} in ${remove}`));
      return repo.bannedWords(channelId, tx);
    },
    /** Members seen watching a stream within `ttlS` seconds (names for the broadcaster and managers), but not those whose isView setting is off. */
    async viewers(streamId: number, ttlS: number, tx: Db = db): Promise<Array<{ loginId: string; nickname: string }>> {
      return tx
        .selectDistinct({ loginId: members.loginId, nickname: members.nickname })
        .from(viewerPresence)
        .innerJoin(members, eq(members.id, viewerPresence.memberId))
        // a member whose isView setting is off is counted but not named
        .leftJoin(memberSettings, eq(memberSettings.memberId, viewerPresence.memberId))
        .where(and(eq(viewerPresence.streamId, streamId), gt(viewerPresence.lastSeenAt, sql`now() - ${ttlS} * interval '1 second'`), sql`coalesce(${memberSettings.isView}, true)`))
        .orderBy(members.nickname)
        .limit(1000);
    },
    /** Records one action in the channel's audit log. */
    async audit(entry: ChatAuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(chatAuditLog).values({
        channelId: entry.channelId,
        actorId: entry.actorId,
        action: entry.action,
        targetId: entry.targetId ?? null,
        reason: entry.reason ?? '',
        expiresAt: entry.expiresAt ?? null,
        detail: entry.detail ?? {},
      });
    },
    /** How many lines the channel's audit log holds. */
    async auditTotal(channelId: number, tx: Db = db): Promise<number> {
      const [{ total }] = await tx.select({ total: count() }).from(chatAuditLog).where(eq(chatAuditLog.channelId, channelId));
      return Number(total);
    },
    /** The channel's audit log, newest first, with the names of actor and target. */
    async auditLog(channelId: number, page: { offset: number; limit: number }, tx: Db = db): Promise<ChatAuditView[]> {
      const actor = sql`(select m.login_id from ${members} m where m.id = ${chatAuditLog.actorId})`;
      return tx
        .select({
          id: chatAuditLog.id,
          channelId: chatAuditLog.channelId,
          actorId: chatAuditLog.actorId,
          action: chatAuditLog.action,
          targetId: chatAuditLog.targetId,
          reason: chatAuditLog.reason,
          expiresAt: chatAuditLog.expiresAt,
          detail: chatAuditLog.detail,
          createdAt: chatAuditLog.createdAt,
          actorLoginId: sql<string | null>`${actor}`,
          actorNickname: sql<string | null>`(select m.nickname from ${members} m where m.id = ${chatAuditLog.actorId})`,
          targetLoginId: sql<string | null>`(select m.login_id from ${members} m where m.id = ${chatAuditLog.targetId})`,
          targetNickname: sql<string | null>`(select m.nickname from ${members} m where m.id = ${chatAuditLog.targetId})`,
        })
        .from(chatAuditLog)
        .where(eq(chatAuditLog.channelId, channelId))
        .orderBy(desc(chatAuditLog.createdAt), desc(chatAuditLog.id))
        .offset(page.offset)
        .limit(page.limit);
    },
  };
  return repo;
}
export type ChatModerationRepository = ReturnType<typeof chatModerationRepository>;
