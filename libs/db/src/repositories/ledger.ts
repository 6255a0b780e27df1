import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerAccounts, ledgerEntries, ledgerSeal, ledgerTransfers } from '../schema';
import { rowsOf, rowsOfNamed } from './rows';

/**
 * The system accounts of the ledger (docs/adr/0012-ledger.md). Sources of luv (issuance) may go
 * negative: minus their balance is the luv they put into circulation. The others may not.
 */
export const SYSTEM_ACCOUNTS = {
  /** luv given without a payment (welcome luv of the demo data, operator grants) */
  issuance: 'system:issuance',
  /** luv bought: its negative balance is the luv sold and not cancelled */
  paymentClearing: 'system:payment-clearing',
  /** luv of coupons */
  couponFunding: 'system:coupon-funding',
  /** luv of the exchange event */
  exchangeFunding: 'system:exchange-funding',
  /** operator adjustments (with a reason) */
  adjustments: 'system:adjustments',
  /** what the platform keeps: its share of subscriptions, the fee of withdrawals */
  platformRevenue: 'system:platform-revenue',
  /** luv of withdrawals applied for and not yet paid or cancelled */
  withdrawalsPending: 'system:withdrawals-pending',
  /** luv of withdrawals paid out (net) */
  withdrawalsPaid: 'system:withdrawals-paid',
  /** luv of withdrawals kept as withheld tax */
  taxWithheld: 'system:tax-withheld',
} as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];
const SOURCES: readonly string[] = [SYSTEM_ACCOUNTS.issuance, SYSTEM_ACCOUNTS.paymentClearing, SYSTEM_ACCOUNTS.couponFunding, SYSTEM_ACCOUNTS.exchangeFunding, SYSTEM_ACCOUNTS.adjustments];

/** @deprecated the name of the first system account; use SYSTEM_ACCOUNTS.issuance */
export const ISSUANCE_ACCOUNT = SYSTEM_ACCOUNTS.issuance;

export const TRANSFER_KINDS = [
  'seed',
  'purchase',
  'purchase_cancel',
  'coupon',
  'gift',
  'item',
  'subscription',
  'withdrawal_hold',
  'withdrawal_pay',
  'withdrawal_cancel',
  'exchange',
  'adjustment',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export type LedgerErrorCode = 'invalid_amount' | 'same_account' | 'unknown_account' | 'insufficient_funds' | 'idempotency_conflict';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'LedgerError';
  }
}

export interface Leg {
  accountId: number;
  /** signed: negative takes from the account, positive gives to it */
  amount: number;
}

export interface PostInput {
  /** unique per logical operation; repeating it with the same legs returns the first transfer */
  idempotencyKey: string;
  kind: TransferKind;
  /** who caused it (buyer, sender, operator) */
  memberId?: number | null;
  memo?: string;
  /** at least two, one per account, summing to zero */
  legs: Leg[];
}

export interface TransferInput {
  /** ledger account ids (see memberAccount / systemAccount) */
  from: number;
  to: number;
  /** positive integer, in luv */
  amount: number;
  idempotencyKey: string;
  kind?: TransferKind;
  memberId?: number | null;
  memo?: string;
}

export interface TransferResult {
  transferId: number;
  /** true when the idempotency key had already been used for this same transfer */
  replayed: boolean;
}

export interface VerifyReport {
  accounts: number;
  transfers: number;
  entries: number;
  sealed: number;
  /** empty when the books are right */
  problems: string[];
}

/** Advisory lock key of the sealer (one sealer at a time across API instances). */
export const SEAL_LOCK_KEY = 7_242_011;

type Row = Record<string, unknown>;

/** The hash of an entry in the chain: the previous hash and everything the entry and its transfer say. */
export function entryHash(prev: string, e: { seq: number; id: number; transferId: number; accountId: number; amount: number; createdUs: string; key: string; kind: string; memberId: number | null; memo: string }): string {
  const fields = [prev, e.seq, e.id, e.transferId, e.accountId, e.amount, e.createdUs, e.key, e.kind, e.memberId ?? '', e.memo];
  return createHash('sha256').update(fields.map((f) => JSON.stringify(f)).join('|')).digest('hex');
}

/** What the chain hashes of an entry, from a row of the sealer's and verify's query (entry joined with its transfer). */
function chainedEntry(r: Row, seq: number) {
  return {
    seq,
    id: Number(r['id']),
    transferId: Number(r['transfer_id']),
    accountId: Number(r['account_id']),
    amount: Number(r['amount']),
    createdUs: String(r['created_us']),
    key: String(r['idempotency_key']),
    kind: String(r['kind']),
    memberId: r['member_id'] === null ? null : Number(r['member_id']),
    memo: String(r['memo']),
  };
}

/** Is this a database refusal of a negative balance (the CHECK or the posting trigger)? */
function isBalanceRefusal(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'ledger_accounts_balance_check') return true;
  }
  return false;
}

/** Is this the database's refusal of an entry on an account that does not exist (its foreign key)? */
function isUnknownAccount(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23503' && constraint?.includes('account_id')) return true;
  }
  return false;
}

/** The unsealed part of a pooled account's balance. */
const unsealedSum = (accountId: number, tx: Db) =>
  tx
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), isNull(ledgerEntries.sealSeq)))
    .then(([r]) => Number(r.sum));

export function ledgerRepository(db: Db) {
  async function systemAccountId(code: string, tx: Db): Promise<number> {
    await tx
      .insert(ledgerAccounts)
      .values({ code, kind: 'system', pooled: true, allowNegative: SOURCES.includes(code) })
      .onConflictDoNothing({ target: ledgerAccounts.code });
    const [row] = await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
    return row.id;
  }

  /** A member's earnings (pooled) or items (direct) account, opened on first use. */
  async function memberSideAccount(memberId: number, kind: 'earnings' | 'items', tx: Db): Promise<number> {
    const find = () =>
      tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)))
        .limit(1);
    // a read first: a gift to an account that exists (nearly always) writes nothing here
    const [found] = await find();
    if (found) return found.id;
    await tx.insert(ledgerAccounts).values({ memberId, kind, pooled: kind === 'earnings' }).onConflictDoNothing({ target: [ledgerAccounts.memberId, ledgerAccounts.kind] });
    const [row] = await find();
    return row.id;
  }

  async function balanceOfAccount(accountId: number, tx: Db = db): Promise<number> {
    const [row] = await tx.select({ balance: ledgerAccounts.balance, pooled: ledgerAccounts.pooled }).from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
    if (!row) return 0;
    return Number(row.balance) + (row.pooled ? await unsealedSum(accountId, tx) : 0);
  }

  function checkLegs(legs: Leg[]) {
    if (legs.length < 2) throw new LedgerError('same_account');
    if (legs.some((l) => !Number.isSafeInteger(l.amount) || l.amount === 0)) throw new LedgerError('invalid_amount');
    if (new Set(legs.map((l) => l.accountId)).size !== legs.length) throw new LedgerError('same_account');
    if (legs.reduce((s, l) => s + l.amount, 0) !== 0) throw new LedgerError('invalid_amount', 'the legs of a transfer must sum to zero');
  }

  /**
   * One statement posts a transfer: its row (nothing when the key was used before: the replay
   * below) and its entries in account id order. The database keeps the rules (migration 0012): the
   * posting trigger moves and locks each direct account, and locks and checks each pooled account
   * that gives, one account after the other in id order, so two transfers over the same accounts
   * take their locks in one order; credits to a pooled account (a broadcaster's earnings) lock
   * nothing. A refused negative balance or an unknown account aborts the statement.
   */
  async function runPost(input: PostInput, tx: Db): Promise<TransferResult> {
    const { idempotencyKey, kind, memberId = null, memo = '', legs } = input;
    let posted: { transfer_id: number }[];
    try {
      // one name per number of legs: the statement's text depends on it
      posted = await rowsOfNamed<{ transfer_id: number }>(
        tx,
        `ledger_post_${legs.length}`,
        sql`
          with t as (
            insert into ledger_transfers (idempotency_key, kind, member_id, memo) values (${idempotencyKey}, ${kind}, ${memberId}, ${memo})
            on conflict (idempotency_key) do nothing
            returning id
          )
          insert into ledger_entries (transfer_id, account_id, amount)
          select t.id, l.account_id, l.amount
          from t, (values ${sql.join(
            legs.map((l) => sql`(${l.accountId}::integer, ${l.amount}::bigint)`),
            sql`, `,
          )}) as l (account_id, amount)
          order by l.account_id
          returning transfer_id`,
      );
    } catch (err) {
      if (isBalanceRefusal(err)) throw new LedgerError('insufficient_funds');
      if (isUnknownAccount(err)) throw new LedgerError('unknown_account');
      throw err;
    }
    if (posted.length > 0) return { transferId: Number(posted[0].transfer_id), replayed: false };

    const [existing] = await tx.select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
    const entries = await tx.select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount }).from(ledgerEntries).where(eq(ledgerEntries.transferId, existing.id));
    const same =
      existing.kind === kind && entries.length === legs.length && legs.every((l) => entries.some((e) => e.accountId === l.accountId && Number(e.amount) === l.amount));
    if (!same) throw new LedgerError('idempotency_conflict', `idempotency key ${idempotencyKey} was used for another transfer`);
    return { transferId: existing.id, replayed: true };
  }

  const repo = {
    /**
     * The wallet account of a member. The database opens it with the member row (trigger
     * `members_ledger_account`), so every member has exactly one.
     */
    async memberAccount(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'wallet')))
        .limit(1);
      if (!row) throw new LedgerError('unknown_account', `member ${memberId} has no ledger account`);
      return row.id;
    },
    /** The earnings account of a broadcaster (pooled: gifts to it take no lock), opened on first use. */
    earningsAccount(memberId: number, tx: Db = db): Promise<number> {
      return memberSideAccount(memberId, 'earnings', tx);
    },
    /**
     * A member's items account (direct, never negative): its balance is the luv value of the gift
     * items the member holds (bought: wallet -> items; used: items -> the broadcaster's earnings).
     */
    itemsAccount(memberId: number, tx: Db = db): Promise<number> {
      return memberSideAccount(memberId, 'items', tx);
    },
    /** A system account by code (created on first use). */
    systemAccount(code: SystemAccountCode | string, tx: Db = db): Promise<number> {
      return systemAccountId(code, tx);
    },
    balanceOfAccount,
    /** A member's luv balance: their wallet's maintained balance (0 without one). */
    async balanceOfMember(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'wallet')));
      return Number(row?.balance ?? 0);
    },
    /** A broadcaster's earned luv not yet withdrawn (0 before the first gift). */
    async earningsOfMember(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'earnings')));
      return row ? balanceOfAccount(row.id, tx) : 0;
    },
    /**
     * One transfer: its legs as entries, in one transaction (the caller's `tx` when given).
     * Idempotent per key: the same key with the same legs answers the first transfer, with other
     * legs it is refused (`idempotency_conflict`). `insufficient_funds` when an account that may
     * not go negative would.
     */
    async post(input: PostInput, tx?: Db): Promise<TransferResult> {
      checkLegs(input.legs);
      if (tx) return runPost(input, tx);
      return db.transaction((t) => runPost(input, t as unknown as Db));
    },
    /** Moves `amount` luv from one account to another (a two-leg post). */
    async transfer(input: TransferInput, tx?: Db): Promise<TransferResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerError('invalid_amount');
      if (input.from === input.to) throw new LedgerError('same_account');
      const { from, to, amount, kind = 'adjustment', ...rest } = input;
      return repo.post(
        {
          ...rest,
          kind,
          legs: [
            { accountId: from, amount: -amount },
            { accountId: to, amount },
          ],
        },
        tx,
      );
    },
    /**
     * A member's statement: the entries of their wallet and earnings, newest first, each with its
     * transfer's kind and memo and the account's balance after it (a report: summed over history).
     */
    async statementOf(memberId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const lines = rowsOf<{ id: number; at: string; account: string; kind: string; memo: string; amount: string; balance: string }>(
        await tx.execute(sql`
          select * from (
            select e.id, e.created_at as at, a.kind as account, t.kind, t.memo, e.amount::text as amount,
                   (sum(e.amount) over (partition by e.account_id order by e.id))::text as balance
            from ledger_entries e
            join ledger_accounts a on a.id = e.account_id
            join ledger_transfers t on t.id = e.transfer_id
            where a.member_id = ${memberId}
          ) s order by s.id desc offset ${page.offset} limit ${page.limit}`),
      );
      const [{ n }] = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.member_id = ${memberId}`),
      );
      return {
        list: lines.map((l) => ({ id: Number(l.id), at: new Date(l.at), account: l.account as 'wallet' | 'earnings' | 'items', kind: l.kind as TransferKind, memo: l.memo, amount: Number(l.amount), balance: Number(l.balance) })),
        total: Number(n),
      };
    },
    /** What a member's wallet paid for (gifts, items, subscriptions), newest first; `sum` over all pages. */
    async spendingOf(memberId: number, page: { offset: number; limit: number }, tx: Db = db) {
      const where = sql`a.member_id = ${memberId} and a.kind = 'wallet' and e.amount < 0 and t.kind in ('gift', 'item', 'subscription')`;
      const lines = rowsOf<{ id: number; at: string; kind: string; memo: string; amount: string }>(
        await tx.execute(sql`
          select e.id, e.created_at as at, t.kind, t.memo, (-e.amount)::text as amount
          from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transfers t on t.id = e.transfer_id
          where ${where} order by e.id desc offset ${page.offset} limit ${page.limit}`),
      );
      const [{ n, sum }] = rowsOf<{ n: number; sum: string }>(
        await tx.execute(sql`select count(*)::int as n, coalesce(sum(-e.amount), 0)::text as sum from ledger_entries e join ledger_accounts a on a.id = e.account_id join ledger_transfers t on t.id = e.transfer_id where ${where}`),
      );
      return { list: lines.map((l) => ({ id: Number(l.id), at: new Date(l.at), kind: l.kind as 'gift' | 'item' | 'subscription', memo: l.memo, amount: Number(l.amount) })), total: Number(n), sum: Number(sum) };
    },
    /** Entries of a transfer (for audits and tests). */
    entriesOf(transferId: number, tx: Db = db) {
      return tx
        .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transferId, transferId))
        .orderBy(asc(ledgerEntries.id));
    },
    /**
     * Seals up to `batch` entries, oldest first: each gets the next place in the hash chain and its
     * hash, and the pooled accounts' entries are folded into their balance. One sealer at a time
     * (an advisory lock; another instance's call answers 0 at once). Answers how many it sealed.
     */
    async seal(batch = 5000): Promise<number> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SEAL_LOCK_KEY}) as locked`));
        if (!locked) return 0;
        const [head] = await tx.select().from(ledgerSeal).where(eq(ledgerSeal.id, 1)).for('update');
        const rows = rowsOf<Row>(
          await tx.execute(sql`
            select e.id, e.transfer_id, e.account_id, e.amount::text as amount,
                   (extract(epoch from e.created_at) * 1000000)::bigint::text as created_us,
                   t.idempotency_key, t.kind, t.member_id, t.memo, a.pooled
            from ledger_entries e
            join ledger_transfers t on t.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id
            where e.seal_seq is null
            order by e.id
            limit ${batch}`),
        );
        if (rows.length === 0) return 0;
        let seq = Number(head?.lastSeq ?? 0);
        let prev = head?.lastHash ?? '';
        const sealed: { id: number; seq: number; hash: string }[] = [];
        const folds = new Map<number, number>();
        for (const r of rows) {
          seq += 1;
          const entry = chainedEntry(r, seq);
          prev = entryHash(prev, entry);
          sealed.push({ id: entry.id, seq, hash: prev });
          if (r['pooled'] === true) folds.set(entry.accountId, (folds.get(entry.accountId) ?? 0) + entry.amount);
        }
        // lock the pooled accounts in id order (as transfers do) before folding into them
        const foldIds = [...folds.keys()].sort((a, b) => a - b);
        if (foldIds.length) await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(inArray(ledgerAccounts.id, foldIds)).orderBy(asc(ledgerAccounts.id)).for('update');
        await tx.execute(sql`
          update ledger_entries e set seal_seq = v.seq, hash = v.hash
          from jsonb_to_recordset(${JSON.stringify(sealed)}::jsonb) as v(id int, seq bigint, hash text)
          where e.id = v.id`);
        if (foldIds.length) {
          await tx.execute(sql`select set_config('luvcast.ledger_seal', 'on', true)`);
          const deltas = foldIds.map((id) => ({ id, delta: folds.get(id)! }));
          await tx.execute(sql`
            update ledger_accounts a set balance = a.balance + v.delta
            from jsonb_to_recordset(${JSON.stringify(deltas)}::jsonb) as v(id int, delta bigint)
            where a.id = v.id`);
          await tx.execute(sql`select set_config('luvcast.ledger_seal', 'off', true)`);
        }
        await tx
          .insert(ledgerSeal)
          .values({ id: 1, lastSeq: seq, lastHash: prev })
          .onConflictDoUpdate({ target: ledgerSeal.id, set: { lastSeq: seq, lastHash: prev, sealedAt: sql`now()` } });
        return rows.length;
      });
    },
    /** Seals everything there is (a loop of `seal`); answers how many entries it sealed. */
    async sealAll(batch = 5000): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await repo.seal(batch);
        total += n;
        if (n < batch) return total;
      }
    },
    /**
     * Proves the books: every transfer balanced and with entries, every maintained balance equal to
     * its postings, no account below zero that may not be, the hash chain unbroken from the first
     * sealed entry to the head (an edited or deleted sealed row breaks it), the whole ledger summing
     * to zero. `problems` lists what is wrong (empty when nothing is). It reads one snapshot (a
     * read-only repeatable-read transaction), so the sealer and new transfers running meanwhile do
     * not look like a broken chain.
     */
    async verify(): Promise<VerifyReport> {
      return db.transaction((t) => verifyIn(t as unknown as Db), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    },
  };

  async function verifyIn(tx: Db): Promise<VerifyReport> {
    const problems: string[] = [];
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));
    const [counts] = await one<{ accounts: number; transfers: number; entries: number; sealed: number; total: string }>(sql`
      select (select count(*)::int from ledger_accounts) as accounts,
             (select count(*)::int from ledger_transfers) as transfers,
             (select count(*)::int from ledger_entries) as entries,
             (select count(*)::int from ledger_entries where seal_seq is not null) as sealed,
             (select coalesce(sum(amount), 0)::text from ledger_entries) as total`);
    if (Number(counts.total) !== 0) problems.push(`the ledger sums to ${counts.total}, not 0`);
    for (const r of await one<{ id: number; sum: string }>(sql`select transfer_id as id, sum(amount)::text as sum from ledger_entries group by transfer_id having sum(amount) <> 0`)) {
      problems.push(`transfer ${r.id} is not balanced (${r.sum})`);
    }
    for (const r of await one<{ id: number; n: number }>(sql`select t.id, (select count(*)::int from ledger_entries e where e.transfer_id = t.id) as n from ledger_transfers t where (select count(*) from ledger_entries e where e.transfer_id = t.id) < 2`)) {
      problems.push(`transfer ${r.id} has ${r.n} entries`);
    }
    const balances = await one<{ id: number; pooled: boolean; allow_negative: boolean; balance: string; all_sum: string; sealed_sum: string }>(sql`
      select a.id, a.pooled, a.allow_negative, a.balance::text as balance,
             coalesce(sum(e.amount), 0)::text as all_sum,
             coalesce(sum(e.amount) filter (where e.seal_seq is not null), 0)::text as sealed_sum
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id order by a.id`);
    for (const a of balances) {
      const expected = a.pooled ? a.sealed_sum : a.all_sum;
      if (a.balance !== expected) problems.push(`account ${a.id}: maintained balance ${a.balance}, postings ${expected}`);
      if (!a.allow_negative && Number(a.all_sum) < 0) problems.push(`account ${a.id} is negative (${a.all_sum})`);
    }
    // the chain, page by page in seal order
    const [head] = await tx.select().from(ledgerSeal).where(eq(ledgerSeal.id, 1));
    let prev = '';
    let expectedSeq = 0;
    for (;;) {
      const page = await one<Row>(sql`
        select e.id, e.seal_seq::text as seq, e.hash, e.transfer_id, e.account_id, e.amount::text as amount,
               (extract(epoch from e.created_at) * 1000000)::bigint::text as created_us,
               t.idempotency_key, t.kind, t.member_id, t.memo
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.seal_seq > ${expectedSeq} order by e.seal_seq limit 5000`);
      if (page.length === 0) break;
      for (const r of page) {
        const seq = Number(r['seq']);
        if (seq !== expectedSeq + 1) problems.push(`hash chain: entries ${expectedSeq + 1}..${seq - 1} of the chain are missing`);
        const hash = entryHash(prev, chainedEntry(r, seq));
        if (hash !== r['hash']) problems.push(`hash chain: entry ${String(r['id'])} (place ${seq}) does not match its hash`);
        prev = String(r['hash']);
        expectedSeq = seq;
      }
    }
    if (head && (Number(head.lastSeq) !== expectedSeq || head.lastHash !== prev)) {
      problems.push(`hash chain: the head says place ${head.lastSeq}, the entries end at place ${expectedSeq} (a sealed entry was removed or changed)`);
    }
    return { accounts: counts.accounts, transfers: counts.transfers, entries: counts.entries, sealed: counts.sealed, problems };
  }
  return repo;
}
export type LedgerRepository = ReturnType<typeof ledgerRepository>;
