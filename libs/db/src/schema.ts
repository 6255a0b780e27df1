import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The one schema of the service. SQL here must run on PostgreSQL 15 (Debian 12) and on PGlite
 * (PostgreSQL 18): plain types, identity columns, gen_random_uuid() (core since PG 13).
 */

/** Member role codes (spec §3) and account states: one list, in @luvcast/contracts (admin). */
import { MEMBER_ROLES, MEMBER_STATUSES, type MemberRole, type MemberStatus } from '@luvcast/contracts';
export { MEMBER_ROLES, MEMBER_STATUSES, type MemberRole, type MemberStatus };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loginId: varchar('login_id', { length: 15 }).notNull(),
    /** Argon2id PHC string */
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 10 }).notNull(),
    name: varchar('name', { length: 50 }).notNull().default(''),
    role: varchar('role', { length: 1 }).$type<MemberRole>().notNull().default('V'),
    status: varchar('status', { length: 10 }).$type<MemberStatus>().notNull().default('active'),
    identityVerified: boolean('identity_verified').notNull().default(false),
    profileImage: text('profile_image'),
    /** M or F; null when unknown */
    gender: varchar('gender', { length: 1 }),
    /** yyyy-MM-dd */
    birthday: varchar('birthday', { length: 10 }),
    /** international phone number digits, with the country code in its own column */
    phone: varchar('phone', { length: 20 }),
    countryCode: integer('country_code'),
    /** true for members who signed up as foreigners (phone verification instead of identity) */
    isForeigner: boolean('is_foreigner').notNull().default(false),
    /** adult as established by identity verification */
    isAdult: boolean('is_adult').notNull().default(false),
    /** login ID of the member who recommended this one */
    recommendId: varchar('recommend_id', { length: 15 }),
    partnerCode: varchar('partner_code', { length: 30 }),
    /** the brand whose site the member signed up on (brand operators, role S, see their brand's members only) */
    brand: varchar('brand', { length: 20 }).notNull().default('luv'),
    /** set when the member withdrew (expire); the row stays for the ledger */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(t.loginId),
    uniqueIndex('members_nickname_key').on(t.nickname),
    check('members_role_check', sql`${t.role} in ('V', 'J', 'O', 'P', 'S')`),
    check('members_status_check', sql`${t.status} in ('active', 'blocked')`),
  ],
);

/**
 * One row per refresh token. Rotation (issue 3) inserts the successor in the same family and
 * stamps `rotated_at` on the predecessor; reuse of a rotated token revokes the whole family.
 * Access tokens carry the family id, so revoking the family ends the session everywhere.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque refresh token; the token itself is never stored */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    keep: boolean('keep').notNull().default(false),
    device: varchar('device', { length: 20 }).notNull().default('PCWEB'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the brand whose site opened the session (brand-config id); its tokens work on that brand's hosts only */
    brand: varchar('brand', { length: 20 }).notNull().default('luv'),
    /** successors issued for this token: 1 by its rotation, more by concurrent refreshes within the reuse grace (capped) */
    successors: integer('successors').notNull().default(0),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash),
    index('auth_sessions_family_idx').on(t.familyId),
    index('auth_sessions_member_idx').on(t.memberId),
  ],
);

/**
 * Broadcast themes (categories), shared by every brand; `brands` lists the brands that offer one
 * (GET /api/guest/themes answers the request host's). A channel's theme is one of these ids.
 */
export const themes = pgTable(
  'themes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 30 }).notNull(),
    label: varchar('label', { length: 50 }).notNull(),
    brands: text('brands').array().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('themes_code_key').on(t.code)],
);

/**
 * One channel per broadcaster (GET /api/my/chennel-register). `is_live`, `live_stream_id` and
 * `viewer_count` mirror the channel's current live stream (state starting or live); the ingest
 * hooks change them in the same transaction as the stream row, so they never disagree.
 */
export const channels = pgTable(
  'channels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    isLive: boolean('is_live').notNull().default(false),
    /** the live stream on air (kind 1, state starting or live), null offline */
    liveStreamId: integer('live_stream_id'),
    viewerCount: integer('viewer_count').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    /** 0 everyone, 1 adult broadcast, 2 adult-plus broadcast (both need an identity-verified adult); isForAdult = adult_level > 0 */
    adultLevel: integer('adult_level').notNull().default(0),
    /** Argon2id hash of the broadcast password; null for an open broadcast */
    passwordHash: text('password_hash'),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    /** the resolution the broadcaster asked for (STREAM_RESOLUTIONS) */
    resolution: varchar('resolution', { length: 10 }).notNull().default('720p'),
    /** minimum fan level to watch (FAN_LEVELS: 0 anyone, 1 follower, 2 favourite) */
    minRatingLevel: integer('min_rating_level').notNull().default(0),
    /** viewer cap, 0 none */
    maxViewerCount: integer('max_viewer_count').notNull().default(0),
    /** the broadcaster's quick gift amounts in luv (POST /api/my/channel/luv-preset), in order */
    luvPresets: jsonb('luv_presets').$type<number[]>().notNull().default([100, 500, 1000, 5000, 10000]),
    featureBjtalk: boolean('feature_bjtalk').notNull().default(true),
    featureFantalk: boolean('feature_fantalk').notNull().default(true),
    featureBigfan: boolean('feature_bigfan').notNull().default(true),
    featureSignature: boolean('feature_signature').notNull().default(true),
    featureMission: boolean('feature_mission').notNull().default(true),
    featureMyfan: boolean('feature_myfan').notNull().default(true),
    featureSubscribe: boolean('feature_subscribe').notNull().default(true),
    /** who may post on the channel's fan board (open while feature_fantalk): 0 members, 1 followers, 2 subscribers */
    boardWriteLevel: smallint('board_write_level').notNull().default(0),
    /** the RTMP stream name; random, unique, replaced by regeneration (the old one stops working) */
    streamKey: varchar('stream_key', { length: 64 })
      .notNull()
      .default(sql`('lc_' || replace(gen_random_uuid()::text, '-', ''))`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channels_owner_key').on(t.ownerId),
    uniqueIndex('channels_stream_key_key').on(t.streamKey),
    index('channels_live_idx').on(t.isLive, t.viewerCount),
    check('channels_resolution_check', sql`${t.resolution} in ('1080p', '720p', '480p', '360p')`),
  ],
);

/**
 * Streams: a live (kind 1, state starting -> live -> ended), the recording of a finished live
 * (kind 2, `source_stream_id` the live, `media_path` its VOD playlist) or a channel stream (3).
 * At most one live per channel is on air (partial unique index).
 */
export const streams = pgTable(
  'streams',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    state: varchar('state', { length: 10 }).notNull().default('starting'),
    /** STREAM_PROVIDERS: ours are hls (and bp_flv for the FLV source) */
    provider: varchar('provider', { length: 10 }).notNull().default('hls'),
    /** media server path: `/hls/{id}/master.m3u8` for a live, `/vod/{liveId}/master.m3u8` for a record */
    mediaPath: text('media_path'),
    /** the ingest instance's internal base URL (to drop the publisher) */
    ingestUrl: text('ingest_url'),
    /** [{suffixName, resolution, bandwidth}] from the ready hook */
    renditions: jsonb('renditions').$type<Array<{ suffixName: string; resolution: string; bandwidth: number }>>().notNull().default([]),
    sourceStreamId: integer('source_stream_id'),
    isForAdult: boolean('is_for_adult').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationS: integer('duration_s'),
    peakViewers: integer('peak_viewers').notNull().default(0),
    currentViewers: integer('current_viewers').notNull().default(0),
    /** a live's last keep-alive from its ingest instance (publish, ready, POST /internal/ingest/alive); the sweep ends lives silent too long */
    lastAliveAt: timestamp('last_alive_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('streams_channel_idx').on(t.channelId, t.kind, t.createdAt),
    uniqueIndex('streams_one_live_per_channel').on(t.channelId).where(sql`${t.kind} = 1 and ${t.state} in ('starting', 'live')`),
    index('streams_live_alive_idx').on(t.lastAliveAt).where(sql`${t.kind} = 1 and ${t.state} in ('starting', 'live')`),
    check('streams_kind_check', sql`${t.kind} in (1, 2, 3)`),
    check('streams_state_check', sql`${t.state} in ('starting', 'live', 'ended')`),
  ],
);

/** A broadcaster's notices on their channel (POST/PUT/DELETE /api/my/{kind}/channel-notice). */
export const channelNotices = pgTable(
  'channel_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    kind: integer('kind').notNull().default(3),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_notices_channel_idx').on(t.channelId, t.createdAt)],
);

/** Follows (the "subscriptions" list) and favourites (the "present" list): member -> channel. */
export const channelFollows = pgTable(
  'channel_follows',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channelId] }), index('channel_follows_channel_idx').on(t.channelId)],
);
export const channelFavorites = pgTable(
  'channel_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.channelId] }), index('channel_favorites_channel_idx').on(t.channelId)],
);

/** What a member watched (GET/POST /api/my/streams/played), one row per stream, latest play time. */
export const playedStreams = pgTable(
  'played_streams',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.streamId] }), index('played_streams_member_idx').on(t.memberId, t.playedAt)],
);

/**
 * Viewers of a live: one row per viewer (`m:<member id>` or `a:<anonymous id>`), refreshed by the
 * player's heartbeat; a viewer counts while `last_seen_at` is younger than VIEWER_PRESENCE_TTL_S.
 */
export const viewerPresence = pgTable(
  'viewer_presence',
  {
    streamId: integer('stream_id')
      .notNull()
      .references(() => streams.id, { onDelete: 'cascade' }),
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    memberId: integer('member_id'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.viewerKey] }), index('viewer_presence_seen_idx').on(t.streamId, t.lastSeenAt)],
);

/** Home page banners, per brand (a bell visitor never sees a luv banner). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** brand-config id */
    brand: varchar('brand', { length: 20 }).notNull().default('luv'),
    title: varchar('title', { length: 100 }).notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_brand_idx').on(t.brand, t.sortOrder)],
);

/** Popups of the home page, per brand, shown between starts_at and ends_at (open ends: always). */
export const popups = pgTable(
  'popups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: varchar('brand', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('popups_brand_idx').on(t.brand, t.sortOrder)],
);

/** Logos per brand (GET /api/guest/logo-list): the main logo and its variants (dark, events), shown between starts_at and ends_at. */
export const logos = pgTable(
  'logos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: varchar('brand', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    text: varchar('text', { length: 50 }).notNull(),
    src: text('src').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('logos_brand_kind_key').on(t.brand, t.kind)],
);

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** notice (GET /api/cs/notice-list), develop (developer notices), guide (help guides) */
    kind: varchar('kind', { length: 10 }).notNull().default('notice'),
    /** null: every brand; else the one brand that shows it */
    brand: varchar('brand', { length: 20 }),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    /** the operator who wrote or last changed it (null: seeded) */
    authorId: integer('author_id').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_list_idx').on(t.isImportant, t.createdAt),
    index('notices_kind_idx').on(t.kind, t.isImportant, t.createdAt),
    check('notices_kind_check', sql`${t.kind} in ('notice', 'develop', 'guide')`),
  ],
);

/**
 * Double-entry luv ledger (docs/adr/0012-ledger.md). Amounts are signed integers in luv (the
 * smallest unit). Every transfer's entries sum to zero (a deferred constraint trigger checks it at
 * commit) and entries are never updated or deleted, except that the sealer writes their place in
 * the hash chain once. Balances are maintained, never summed over history on a read:
 * - a direct account (member wallets) has its `balance` moved by a trigger with every entry,
 *   under the row's lock; `CHECK (balance >= 0)` keeps a wallet from ever going negative;
 * - a pooled account (broadcaster earnings, system accounts) takes credits without touching its
 *   row, so thousands of gifts a minute to one broadcaster do not queue on one row: its balance
 *   is `balance` (what the sealer folded in) + its unsealed entries; a debit locks the row and the
 *   trigger refuses it when the account would go negative (unless `allow_negative`).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** set for a member's accounts (wallet, earnings) */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** set for system accounts, e.g. `system:issuance` */
    code: varchar('code', { length: 50 }),
    /** wallet (what a member spends), earnings (what a broadcaster received), items (the value of the gift items a member holds), system */
    kind: varchar('kind', { length: 20 }).notNull().default('wallet'),
    /** credits appended without locking the row; folded into `balance` by the sealer */
    pooled: boolean('pooled').notNull().default(false),
    /** system accounts may go negative (issuance); member accounts may not */
    allowNegative: boolean('allow_negative').notNull().default(false),
    /** direct: the balance; pooled: the sealed part of it. Moved only by the ledger's triggers */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_kind_key').on(t.memberId, t.kind),
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    check('ledger_accounts_owner_check', sql`(${t.memberId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_balance_check', sql`${t.allowNegative} or ${t.pooled} or ${t.balance} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** purchase, purchase_cancel, coupon, gift, item, subscription, withdrawal_hold, withdrawal_pay, withdrawal_cancel, exchange, adjustment, seed */
    kind: varchar('kind', { length: 30 }).notNull().default('adjustment'),
    /** the member who caused it (buyer, sender, operator), when there is one */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_idempotency_key').on(t.idempotencyKey), index('ledger_transfers_member_idx').on(t.memberId, t.id)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** the entry's place in the hash chain (null until the sealer reaches it) */
    sealSeq: bigint('seal_seq', { mode: 'number' }),
    /** SHA-256 (hex) over the previous entry's hash and this entry with its transfer */
    hash: varchar('hash', { length: 64 }),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    uniqueIndex('ledger_entries_seal_seq_key').on(t.sealSeq),
    index('ledger_entries_unsealed_idx')
      .on(t.accountId)
      .where(sql`${t.sealSeq} is null`),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** The head of the ledger's hash chain: one row, moved by the sealer only. */
export const ledgerSeal = pgTable(
  'ledger_seal',
  {
    id: integer('id').primaryKey().default(1),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastHash: varchar('last_hash', { length: 64 }).notNull().default(''),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ledger_seal_one_row', sql`${t.id} = 1`)],
);

/** A member's link to a social login provider account. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** kakao | naver | google | twitch */
    provider: varchar('provider', { length: 10 }).notNull(),
    /** the provider's stable user id */
    subject: varchar('subject', { length: 200 }).notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_accounts_provider_subject_key').on(t.provider, t.subject),
    uniqueIndex('social_accounts_member_provider_key').on(t.memberId, t.provider),
    check('social_accounts_provider_check', sql`${t.provider} in ('kakao', 'naver', 'google', 'twitch')`),
  ],
);

/**
 * Verification codes sent by SMS (and other one-time verifications). Only a hash of the code is
 * stored. A confirmed row yields the token the sign-up sends back as phoneVerificationToken.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryCode: integer('country_code').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** signup | find-id | find-password | ... (spec verification types) */
    purpose: varchar('purpose', { length: 20 }).notNull().default('signup'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the token handed out on confirmation */
    tokenHash: varchar('token_hash', { length: 64 }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('phone_verifications_phone_idx').on(t.countryCode, t.phone, t.createdAt), uniqueIndex('phone_verifications_token_key').on(t.tokenHash)],
);

/**
 * Identity (personal) verification results from the identity provider; the authKey the popup
 * posts back is the row id's token. Sign-up and adult checks read the verified facts from here.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the authKey handed to the browser */
    authKeyHash: varchar('auth_key_hash', { length: 64 }).notNull(),
    /** spec verification types: id, password, personal, expire, phone, personal-signup */
    type: varchar('type', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }),
    birthday: varchar('birthday', { length: 10 }),
    gender: varchar('gender', { length: 1 }),
    phone: varchar('phone', { length: 20 }),
    /** provider's person identifier (CI), hashed */
    personHash: varchar('person_hash', { length: 64 }),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('identity_verifications_auth_key').on(t.authKeyHash)],
);

/**
 * Fixed-window counters for abuse limits (sign-in failures, SMS sends, ...), shared by every API
 * instance. A key names what is counted, e.g. `signin:pair:demo1234:1.2.3.4` or `sms:ip:1.2.3.4`.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    /** throttles: the earliest time the next event is allowed (null = no wait) */
    nextAt: timestamp('next_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('rate_limits_key_window').on(t.key, t.windowStart), index('rate_limits_expires_idx').on(t.expiresAt)],
);

/** One-time values that must not be replayed across instances (captcha solutions, OAuth states). */
export const usedNonces = pgTable(
  'used_nonces',
  {
    /** e.g. `captcha:<challenge>` or `oauth-state:<state>` */
    key: varchar('key', { length: 200 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_nonces_expires_idx').on(t.expiresAt)],
);

/** Operator switches read by every instance: maintenance, emergency, channel switches. */
export const siteFlags = pgTable('site_flags', {
  name: varchar('name', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partner (referral) codes; XIN is the marketing partner of the spec. */
export const partners = pgTable('partners', {
  code: varchar('code', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** The emoticon catalogue (GET /api/guest/show-all-emoji): an image per emoticon, grouped by type. */
export const emoticons = pgTable(
  'emoticons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** the group the picker shows it under, e.g. `basic`, `luv` */
    type: varchar('type', { length: 20 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    /** API path (static files) or absolute URL of the SVG */
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('emoticons_type_title_key').on(t.type, t.title), index('emoticons_list_idx').on(t.type, t.sortOrder)],
);

/**
 * A member's favourite emoticons (issue 10, migration 0010): the picker lists them first, and
 * `option=favorite` of GET /api/guest/show-all-emoji lists only them.
 */
export const emoticonFavorites = pgTable(
  'emoticon_favorites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    emoticonId: integer('emoticon_id')
      .notNull()
      .references(() => emoticons.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.emoticonId] })],
);

/** Offerwall campaigns (Pincrux): the app key the offerwall puts in the landing URL (?appkey=). */
export const offerwallCampaigns = pgTable('offerwall_campaigns', {
  appKey: varchar('app_key', { length: 64 }).primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull().default('pincrux'),
  name: varchar('name', { length: 100 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** One offerwall click (?pinkey=, the offerwall's id of the user's click), recorded once per campaign. */
export const offerwallClicks = pgTable(
  'offerwall_clicks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    appKey: varchar('app_key', { length: 64 })
      .notNull()
      .references(() => offerwallCampaigns.appKey, { onDelete: 'cascade' }),
    pinKey: varchar('pin_key', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('offerwall_clicks_key').on(t.appKey, t.pinKey)],
);

// ---- chat (issue 10, migration 0009): settings, managers, bans, banned words and the audit log ----

/** A channel's chat settings (one row once changed; no row = the defaults of @luvcast/contracts chat). */
export const chatSettings = pgTable(
  'chat_settings',
  {
    channelId: integer('channel_id')
      .primaryKey()
      .references(() => channels.id, { onDelete: 'cascade' }),
    freeze: boolean('freeze').notNull().default(false),
    slowSeconds: integer('slow_seconds').notNull().default(0),
    followersOnly: boolean('followers_only').notNull().default(false),
    subscribersOnly: boolean('subscribers_only').notNull().default(false),
    maxLength: integer('max_length').notNull().default(500),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('chat_settings_slow_check', sql`${t.slowSeconds} between 0 and 3600`),
    check('chat_settings_max_length_check', sql`${t.maxLength} between 1 and 500`),
  ],
);

/** Managers the broadcaster named in their channel's chat. */
export const chatManagers = pgTable(
  'chat_managers',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.memberId] }), index('chat_managers_member_idx').on(t.memberId)],
);

/**
 * Bans from a channel's chat: a kick (`expires_at` set: may come back after it) or a blacklist
 * (`expires_at` null: until removed). A ban is in force while `lifted_at` is null and it has not
 * expired; lifting keeps the row (who lifted it is in the audit log).
 */
export const chatBans = pgTable(
  'chat_bans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_bans_active_idx').on(t.channelId, t.memberId).where(sql`${t.liftedAt} is null`),
    check('chat_bans_kind_check', sql`${t.kind} in ('kick', 'blacklist')`),
    check('chat_bans_expiry_check', sql`(${t.kind} = 'kick') = (${t.expiresAt} is not null)`),
  ],
);

/** A channel's banned words; `normalised` is the matching form (NFKC, lower case, no spaces). */
export const chatBannedWords = pgTable(
  'chat_banned_words',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    normalised: varchar('normalised', { length: 50 }).notNull(),
    word: varchar('word', { length: 50 }).notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.normalised] })],
);

/** Every chat moderation action of a channel (the broadcaster reads it): who, on whom, why, until when. */
export const chatAuditLog = pgTable(
  'chat_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => members.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 20 }).notNull(),
    targetId: integer('target_id').references(() => members.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('chat_audit_log_channel_idx').on(t.channelId, t.createdAt)],
);

/**
 * The answer to a money-moving request, kept under the member's idempotency key (the client sends
 * one UUID per user action in `Idempotency-Key`): the same key answers the first result again;
 * the same key with another request is refused. Written in the transaction that moved the money.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** METHOD and route of the request */
    scope: varchar('scope', { length: 120 }).notNull(),
    /** SHA-256 of the request body as parsed */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('idempotency_requests_created_idx').on(t.createdAt)],
);

/** The luv packages a brand sells: luv (+ bonus) for a price in KRW, VAT included. */
export const luvPackages = pgTable(
  'luv_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brand: varchar('brand', { length: 20 }).notNull(),
    luv: integer('luv').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** KRW, VAT included */
    price: integer('price').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('luv_packages_brand_luv_key').on(t.brand, t.luv), check('luv_packages_amounts_check', sql`${t.luv} > 0 and ${t.bonus} >= 0 and ${t.price} > 0`)],
);

/**
 * A payment for luv (spec status codes: 0 waiting for payment, 1 requested, 2 in progress,
 * 6 wrong deposit, 7 cancelled, 8 approval error, 9 approved). Its luv reach the wallet in the
 * transaction that sets 9 (ledger kind purchase, key `purchase:<id>`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    packageId: integer('package_id').references(() => luvPackages.id, { onDelete: 'restrict' }),
    luv: integer('luv').notNull(),
    bonus: integer('bonus').notNull().default(0),
    /** KRW, VAT included */
    price: integer('price').notNull(),
    /** kakaopay, virtualaccount, myaccount, mobile, creditcard */
    method: varchar('method', { length: 20 }).notNull(),
    cardCode: varchar('card_code', { length: 10 }),
    status: smallint('status').notNull().default(0),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** the provider's transaction id */
    providerTid: varchar('provider_tid', { length: 100 }),
    /** virtual account issued for the deposit: bank, number, holder, due */
    vbank: jsonb('vbank').$type<{ bank: string; account: string; holder: string; dueAt: string }>(),
    failureReason: text('failure_reason'),
    /** the provider's approval number, printed on the receipt */
    approvalNo: varchar('approval_no', { length: 40 }),
    purchaseTransferId: integer('purchase_transfer_id').references(() => ledgerTransfers.id),
    cancelTransferId: integer('cancel_transfer_id').references(() => ledgerTransfers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('payments_provider_tid_key').on(t.provider, t.providerTid),
    check('payments_status_check', sql`${t.status} in (0, 1, 2, 6, 7, 8, 9)`),
    check('payments_amounts_check', sql`${t.luv} > 0 and ${t.bonus} >= 0 and ${t.price} > 0`),
  ],
);

/** What the payment provider told us (webhooks), once per provider event id: a repeated webhook is harmless. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 100 }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 30 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_event_key').on(t.provider, t.eventId)],
);

/** Coupons worth luv: one use per member, a period, an optional number of uses. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** stored upper-case, without spaces or dashes */
    code: varchar('code', { length: 32 }).notNull(),
    /** null: every brand */
    brand: varchar('brand', { length: 20 }),
    luv: integer('luv').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** null: no limit */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_luv_check', sql`${t.luv} > 0`),
    check('coupons_uses_check', sql`${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses}`),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.memberId] })],
);

/** A gift of luv (or of a gift item worth luv) to a broadcaster, with its ledger transfer. */
export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    broadcasterId: integer('broadcaster_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'restrict' }),
    /** the live it was sent in (null: on the channel page) */
    streamId: integer('stream_id').references(() => streams.id, { onDelete: 'set null' }),
    /** luv moved */
    amount: integer('amount').notNull(),
    /** a gift item's code (null: plain luv) */
    itemCode: integer('item_code'),
    quantity: integer('quantity').notNull().default(1),
    message: varchar('message', { length: 100 }).notNull().default(''),
    /** a message item's font style (null: plain luv or no message) */
    fontStyle: varchar('font_style', { length: 20 }),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('gifts_broadcaster_idx').on(t.broadcasterId, t.id),
    index('gifts_sender_idx').on(t.senderId, t.id),
    uniqueIndex('gifts_transfer_key').on(t.transferId),
    check('gifts_amount_check', sql`${t.amount} > 0 and ${t.quantity} > 0`),
  ],
);

/**
 * A broadcaster's bank account for withdrawals (POST /api/cs/accountChange): one per member, the
 * latest application replacing the earlier one; an operator approves it after checking the
 * bank-book image (stored outside the web root, `bankbook_path` relative to the upload folder).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    holderName: varchar('holder_name', { length: 50 }).notNull(),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    businessNumber: varchar('business_number', { length: 12 }),
    bankbookPath: varchar('bankbook_path', { length: 200 }).notNull(),
    bankbookType: varchar('bankbook_type', { length: 40 }).notNull(),
    /** pending (waiting for an operator), approved, rejected */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => members.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('bank_accounts_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`), index('bank_accounts_status_idx').on(t.status, t.updatedAt)],
);

/**
 * A withdrawal of earned luv (statuses 1 requested, 2 processing, 3 paid, 4 cancelled by the
 * member, 5 rejected by an operator). The luv are held (earnings -> withdrawals pending) when it
 * is requested, paid out (pending -> paid + tax withheld + platform revenue) or given back.
 * The amounts in KRW are fixed when it is requested (the preview the member confirmed).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    /** luv withdrawn */
    amount: integer('amount').notNull(),
    /** KRW per luv */
    rate: integer('rate').notNull(),
    gross: integer('gross').notNull(),
    fee: integer('fee').notNull(),
    incomeTax: integer('income_tax').notNull(),
    localTax: integer('local_tax').notNull(),
    net: integer('net').notNull(),
    status: smallint('status').notNull().default(1),
    /** where the money goes: the approved account when it was requested */
    bankCode: varchar('bank_code', { length: 3 }).notNull(),
    holderName: varchar('holder_name', { length: 50 }).notNull(),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    holdTransferId: integer('hold_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    settleTransferId: integer('settle_transfer_id').references(() => ledgerTransfers.id),
    reason: varchar('reason', { length: 200 }),
    processedBy: integer('processed_by').references(() => members.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.id),
    index('withdrawals_status_idx').on(t.status, t.id),
    check('withdrawals_status_check', sql`${t.status} in (1, 2, 3, 4, 5)`),
    check('withdrawals_amounts_check', sql`${t.amount} > 0 and ${t.gross} = ${t.amount} * ${t.rate} and ${t.net} = ${t.gross} - ${t.fee} - ${t.incomeTax} - ${t.localTax} and ${t.net} >= 0`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type LuvPackageRow = typeof luvPackages.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type GiftRow = typeof gifts.$inferSelect;

export type ChatSettingsRow = typeof chatSettings.$inferSelect;
export type ChatBanRow = typeof chatBans.$inferSelect;
export type ChatAuditRow = typeof chatAuditLog.$inferSelect;

export type MemberRow = typeof members.$inferSelect;
export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
export type IdentityVerificationRow = typeof identityVerifications.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;
export type StreamRow = typeof streams.$inferSelect;
export type ChannelNoticeRow = typeof channelNotices.$inferSelect;
export type PopupRow = typeof popups.$inferSelect;
export type LogoRow = typeof logos.$inferSelect;

/**
 * A member's subscription of a channel (issue 11): one row per member and channel, renewed in
 * place, and given ones (704) waiting to be used (status 4, no period) beside it. Statuses and item codes are the spec's (SUBSCRIPTION_STATUS / SUBSCRIPTION_ITEM of
 * @luvcast/contracts). It gives the subscriber's rights while status is 1 or 5 and now is before
 * `period_end`, whether or not the renewal job has run yet.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'restrict' }),
    broadcasterId: integer('broadcaster_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** 700-704: the plan bought, or the renewal that charged the current period */
    itemCode: smallint('item_code').notNull(),
    /** months per period and the luv charged for one */
    months: smallint('months').notNull(),
    price: integer('price').notNull(),
    status: smallint('status').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    renewals: integer('renewals').notNull().default(0),
    /** the transfer that paid the current period */
    transferId: integer('transfer_id').references(() => ledgerTransfers.id),
    /** who gave it (704: a subscription given by another member) */
    giftedBy: integer('gifted_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one subscription per member and channel, besides any number of given ones not used yet (4)
    uniqueIndex('subscriptions_member_channel_key').on(t.memberId, t.channelId).where(sql`${t.status} <> 4`),
    index('subscriptions_member_idx').on(t.memberId, t.updatedAt),
    index('subscriptions_channel_idx').on(t.channelId, t.status, t.periodEnd),
    // the renewal job's scan: periods that ended and still need a decision
    index('subscriptions_due_idx').on(t.periodEnd).where(sql`${t.status} in (1, 5)`),
    check('subscriptions_status_check', sql`${t.status} in (1, 2, 3, 4, 5)`),
    check('subscriptions_item_check', sql`${t.itemCode} between 700 and 704`),
    check('subscriptions_terms_check', sql`${t.months} > 0 and ${t.price} >= 0`),
    check('subscriptions_period_check', sql`${t.status} = 4 or (${t.periodStart} is not null and ${t.periodEnd} > ${t.periodStart})`),
  ],
);

/** A subscription's renewal history: 1 renewed (with its transfer), 2 renewal cancelled, 3 renewal payment failed. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    event: smallint('event').notNull(),
    itemCode: smallint('item_code').notNull(),
    amount: integer('amount').notNull().default(0),
    transferId: integer('transfer_id').references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id), check('subscription_events_event_check', sql`${t.event} in (1, 2, 3)`)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/**
 * Items a member holds (issue 11): bought with luv (wallet -> the member's items account, whose
 * balance is the luv value of the units held), used in a channel as gift items. One row per
 * product and unit price, so a unit always leaves at the price it was bought for.
 */
export const memberItems = pgTable(
  'member_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    prodName: varchar('prod_name', { length: 40 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_items_member_prod_price_key').on(t.memberId, t.prodName, t.unitPrice), check('member_items_quantity_check', sql`${t.quantity} >= 0 and ${t.unitPrice} > 0`)],
);
export type MemberItemRow = typeof memberItems.$inferSelect;

/**
 * The exchange event (issue 11): during its period a member turns earnings (received luv) back
 * into wallet luv with a bonus (`bonus_percent`), from `min_amount` up to `member_cap` each and
 * `total_cap` for the whole event. The bonus comes from the exchange-funding system account.
 */
export const exchangeEvents = pgTable(
  'exchange_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 100 }).notNull(),
    bonusPercent: smallint('bonus_percent').notNull(),
    minAmount: integer('min_amount').notNull(),
    memberCap: integer('member_cap').notNull(),
    totalCap: integer('total_cap').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_events_period_idx').on(t.startsAt, t.endsAt),
    check('exchange_events_terms_check', sql`${t.bonusPercent} between 0 and 100 and ${t.minAmount} > 0 and ${t.memberCap} >= ${t.minAmount} and ${t.totalCap} >= ${t.memberCap} and ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** One exchange of a member in an event, with the transfer that made it. */
export const exchangeApplications = pgTable(
  'exchange_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => exchangeEvents.id, { onDelete: 'restrict' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    bonus: integer('bonus').notNull(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('exchange_applications_event_member_idx').on(t.eventId, t.memberId),
    uniqueIndex('exchange_applications_transfer_key').on(t.transferId),
    check('exchange_applications_amount_check', sql`${t.amount} > 0 and ${t.bonus} >= 0`),
  ],
);
export type ExchangeEventRow = typeof exchangeEvents.$inferSelect;
export type ExchangeApplicationRow = typeof exchangeApplications.$inferSelect;

/**
 * A member's question to customer service (issue 12): waiting (0) until an operator answers (1).
 * `brand` is the site it was written on (brand operators see their brand's only);
 * `answerReadAt` stays null until the member has seen the answer (the unread badge).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    status: smallint('status').notNull().default(0),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => members.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerReadAt: timestamp('answer_read_at', { withTimezone: true }),
    /** an appeal: the action it is about (`board_post` a hidden post's id, `chat_ban` the channel of a kick or blacklist) */
    appealType: varchar('appeal_type', { length: 20 }),
    appealId: varchar('appeal_id', { length: 40 }),
    /** what the action was when the appeal was written (its reason, the post's title) */
    appealSummary: text('appeal_summary'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_member_idx').on(t.memberId, t.id),
    uniqueIndex('inquiries_open_appeal_key').on(t.memberId, t.appealType, t.appealId).where(sql`${t.status} = 0 and ${t.appealType} is not null`),
    index('inquiries_queue_idx').on(t.status, t.brand, t.id),
    check('inquiries_status_check', sql`${t.status} in (0, 1) and (${t.status} = 0) = (${t.answer} is null)`),
  ],
);
export type InquiryRow = typeof inquiries.$inferSelect;

/** A file attached to an inquiry, kept under UPLOAD_DIR/inquiries (never served as a web page). */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** the name the member gave it, cleaned (shown as text, sent back as the download's name) */
    name: varchar('name', { length: 100 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_attachments_inquiry_idx').on(t.inquiryId)],
);
export type InquiryAttachmentRow = typeof inquiryAttachments.$inferSelect;

/** What operators did: who, what (action and its target), when and why (issue 12). Append-only by use. */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_actions_created_idx').on(t.createdAt), index('operator_actions_target_idx').on(t.targetType, t.targetId)],
);
export type OperatorActionRow = typeof operatorActions.$inferSelect;

/**
 * A direct message between members (issue 12). Each side deletes it for themselves only
 * (`senderDeletedAt`, `recipientDeletedAt`); `readAt` is set when the recipient opens it.
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    recipientDeletedAt: timestamp('recipient_deleted_at', { withTimezone: true }),
  },
  (t) => [index('messages_recipient_idx').on(t.recipientId, t.id), index('messages_sender_idx').on(t.senderId, t.id), check('messages_not_self_check', sql`${t.senderId} <> ${t.recipientId}`)],
);
export type MessageRow = typeof messages.$inferSelect;

/** Members a member blocked in messages: they cannot send to the member (issue 12). */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.blockedId] }), check('message_blocks_not_self_check', sql`${t.memberId} <> ${t.blockedId}`)],
);

/**
 * A member's report (declaration) of a member, a message, a live or a chat line, with a reason
 * (issue 12): pending (0) until an operator dismisses it (1) or sanctions the member (2).
 * `snapshot` keeps what was reported (a message's text) as it was.
 */
export const declarations = pgTable(
  'declarations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    /** the member the report is about */
    targetMemberId: integer('target_member_id').references(() => members.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 20 }).notNull(),
    detail: text('detail').notNull().default(''),
    snapshot: text('snapshot'),
    status: smallint('status').notNull().default(0),
    handledBy: integer('handled_by').references(() => members.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    index('declarations_reporter_idx').on(t.reporterId, t.id),
    index('declarations_queue_idx').on(t.status, t.brand, t.id),
    uniqueIndex('declarations_pending_key').on(t.reporterId, t.targetType, t.targetId).where(sql`${t.status} = 0`),
    check('declarations_status_check', sql`${t.status} in (0, 1, 2)`),
  ],
);
export type DeclarationRow = typeof declarations.$inferSelect;

/** A sanction of a member by an operator (issue 12): blocked until `until`, then lifted by the jobs. */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    declarationId: integer('declaration_id').references(() => declarations.id, { onDelete: 'set null' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_sanctions_member_idx').on(t.memberId), index('member_sanctions_due_idx').on(t.until).where(sql`${t.liftedAt} is null`)],
);
export type MemberSanctionRow = typeof memberSanctions.$inferSelect;

// ---- fan boards (issue 12, migration 0025): a board per channel, its posts, comments and likes ----

/**
 * A post on a channel's fan board. The author edits or deletes it; the channel's owner and
 * managers (and operators) pin it (`important`) or hide it with a reason (kept for the author and
 * an appeal). Counts are kept on the row, moved in the same transaction as their rows.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    important: boolean('important').notNull().default(false),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => members.id, { onDelete: 'set null' }),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('board_posts_channel_idx').on(t.channelId, t.important, t.id),
    index('board_posts_author_idx').on(t.authorId, t.id),
    check('board_posts_counts_check', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.viewCount} >= 0`),
  ],
);
export type BoardPostRow = typeof boardPosts.$inferSelect;

/** A comment on a board post (deleted by its author, hidden by the channel's moderators). */
export const boardComments = pgTable(
  'board_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    content: varchar('content', { length: 500 }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('board_comments_post_idx').on(t.postId, t.id)],
);
export type BoardCommentRow = typeof boardComments.$inferSelect;

/** Who liked a post (one like per member and post). */
export const boardLikes = pgTable(
  'board_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => boardPosts.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] })],
);

/**
 * A member's settings (POST /api/my/setting): a row only once they changed something (defaults
 * otherwise). is_view: others see them in a live's viewer list; is_vibes: vibrate / sound on a
 * gift or message; is_sponser: their name shows in gift rankings (else anonymous); is_big_fan:
 * their big-fan badge shows in chat; member_sort_code: how their followed channels are sorted
 * (1 live first, 2 recently followed, 3 nickname).
 */
export const memberSettings = pgTable(
  'member_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    isView: boolean('is_view').notNull().default(true),
    isVibes: boolean('is_vibes').notNull().default(true),
    isSponser: boolean('is_sponser').notNull().default(true),
    isBigFan: boolean('is_big_fan').notNull().default(true),
    memberSortCode: smallint('member_sort_code').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('member_settings_sort_check', sql`${t.memberSortCode} between 1 and 3`)],
);
export type MemberSettingsRow = typeof memberSettings.$inferSelect;

/** An agency (MCN) that signs broadcasters; `brand` is where it recruits. */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    brand: varchar('brand', { length: 20 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agencies_name_key').on(t.brand, t.name)],
);
export type AgencyRow = typeof agencies.$inferSelect;

/**
 * An agency's invitation to a member (usually a BJ), sent by an operator with the contract file
 * (kept under UPLOAD_DIR/agency-contracts, downloaded through a signed, expiring link).
 * status: pending until the member accepts or rejects (or it expires at `expires_at`);
 * `read_at` is null while it is new to them (GET /api/my/agency-invites/has-new).
 */
export const agencyInvites = pgTable(
  'agency_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => members.id, { onDelete: 'set null' }),
    message: varchar('message', { length: 1000 }).notNull().default(''),
    /** the broadcaster's share of their earnings under the contract, in percent */
    sharePercent: smallint('share_percent').notNull(),
    contractPath: varchar('contract_path', { length: 200 }).notNull(),
    contractName: varchar('contract_name', { length: 200 }).notNull(),
    contractType: varchar('contract_type', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    readAt: timestamp('read_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_invites_member_idx').on(t.memberId, t.id),
    uniqueIndex('agency_invites_open_key').on(t.agencyId, t.memberId).where(sql`${t.status} = 'pending'`),
    check('agency_invites_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'cancelled')`),
    check('agency_invites_share_check', sql`${t.sharePercent} between 0 and 100`),
  ],
);
export type AgencyInviteRow = typeof agencyInvites.$inferSelect;

/** The agency a member belongs to (one at a time), from the invite they accepted. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    inviteId: integer('invite_id').references(() => agencyInvites.id, { onDelete: 'set null' }),
    sharePercent: smallint('share_percent').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_members_agency_idx').on(t.agencyId)],
);
