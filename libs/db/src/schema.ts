import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
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

/** Member role codes (spec §3): P police, O operator, S operator of the second brand, V member, J genie (BJ). */
export const MEMBER_ROLES = ['V', 'J', 'O', 'P', 'S'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

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
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash),
    index('auth_sessions_family_idx').on(t.familyId),
    index('auth_sessions_member_idx').on(t.memberId),
  ],
);

export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    isLive: boolean('is_live').notNull().default(false),
    viewerCount: integer('viewer_count').notNull().default(0),
    thumbnailUrl: text('thumbnail_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('channels_owner_key').on(t.ownerId), index('channels_live_idx').on(t.isLive, t.viewerCount)],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 100 }).notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const notices = pgTable(
  'notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    isImportant: boolean('is_important').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notices_list_idx').on(t.isImportant, t.createdAt)],
);

/**
 * Double-entry luv ledger. Amounts are signed integers in luv (the smallest unit). A balance is
 * the SUM of an account's entries; there is no balance column. Every transfer's entries sum to
 * zero (enforced by a deferred constraint trigger, see migrations).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** set for member wallets */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'restrict' }),
    /** set for system accounts, e.g. `system:issuance` */
    code: varchar('code', { length: 50 }),
    /** system accounts may go negative (issuance); member wallets may not */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_member_key').on(t.memberId),
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    check('ledger_accounts_owner_check', sql`(${t.memberId} is null) <> (${t.code} is null)`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transfers_idempotency_key').on(t.idempotencyKey)],
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
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId),
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type ChannelRow = typeof channels.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type NoticeRow = typeof notices.$inferSelect;
