import { sql } from 'drizzle-orm';
import { hashPassword } from '@luvcast/server-auth';
import type { Database } from '../client';
import { migrate } from '../migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../seed';
import { ledgerEntries, ledgerTransfers } from '../schema';
import { createTestDatabase } from '../testing';
import { createRepositories, type Repositories } from './index';
import { ISSUANCE_ACCOUNT, LedgerError, SYSTEM_ACCOUNTS } from './ledger';

let database: Database;
let repos: Repositories;
let hash: string;
beforeAll(async () => {
  database = await createTestDatabase();
  repos = createRepositories(database.db);
  hash = await hashPassword('Ledger!234');
});
afterAll(() => database.close());

let n = 0;
async function newWallet() {
  n += 1;
  const m = await repos.members.create({ loginId: `ledger${n}`, passwordHash: hash, nickname: `원장${n}` });
  return { member: m, account: await repos.ledger.memberAccount(m.id) };
}

describe('ledger', () => {
  it('gives every member a wallet account, seeded or inserted by any path', async () => {
    const [orphans] = await database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from members m where not exists (select 1 from ledger_accounts a where a.member_id = m.id)`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(orphans.n).toBe(0);
    // a member inserted with plain SQL, bypassing every repository, still gets exactly one wallet
    await database.db.execute(sql`insert into members (login_id, password_hash, nickname) values ('rawsql01', ${hash}, '생SQL')`);
    const [raw] = await database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from ledger_accounts a join members m on m.id = a.member_id where m.login_id = 'rawsql01'`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(raw.n).toBe(1);
    const { member } = await newWallet();
    expect(await repos.ledger.balanceOfMember(member.id)).toBe(0);
  });

  it("keeps the demo member's balance as the sum of ledger entries", async () => {
    const demo = await repos.members.findByLoginId(DEMO_ACCOUNTS.member.loginId);
    expect(await repos.ledger.balanceOfMember(demo!.id)).toBe(12_000);
    const [row] = await database.db.execute<{ sum: string }>(
      sql`select sum(e.amount)::text as sum from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.member_id = ${demo!.id}`,
    ).then((r) => (r as unknown as { rows: { sum: string }[] }).rows);
    expect(Number(row.sum)).toBe(12_000);
    expect(await repos.ledger.balanceOfAccount(await repos.ledger.systemAccount(ISSUANCE_ACCOUNT))).toBeLessThanOrEqual(-12_000);
  });

  it('writes one transfer as two entries that sum to zero', async () => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    const { transferId, replayed } = await repos.ledger.transfer({ from: issuance, to: a.account, amount: 700, idempotencyKey: 'test:two-entries' });
    expect(replayed).toBe(false);
    const entries = await repos.ledger.entriesOf(transferId);
    expect(entries.map((e) => ({ ...e, amount: Number(e.amount) }))).toEqual([
      { accountId: issuance, amount: -700 },
      { accountId: a.account, amount: 700 },
    ]);
  });

  it('applies a transfer once however often its idempotency key is repeated', async () => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    const input = { from: issuance, to: a.account, amount: 1_000, idempotencyKey: 'test:idempotent' };
    const first = await repos.ledger.transfer(input);
    const again = await Promise.all([repos.ledger.transfer(input), repos.ledger.transfer(input)]);
    expect(again.map((r) => r.transferId)).toEqual([first.transferId, first.transferId]);
    expect(again.every((r) => r.replayed)).toBe(true);
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(1_000);
  });

  it('refuses to reuse an idempotency key for a different transfer', async () => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 10, idempotencyKey: 'test:conflict' });
    await expect(repos.ledger.transfer({ from: issuance, to: a.account, amount: 11, idempotencyKey: 'test:conflict' })).rejects.toMatchObject({ code: 'idempotency_conflict' });
  });

  it('refuses to overdraw a member wallet and leaves no trace of the attempt', async () => {
    const a = await newWallet();
    const b = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 100, idempotencyKey: 'test:overdraw:fund' });
    await expect(repos.ledger.transfer({ from: a.account, to: b.account, amount: 101, idempotencyKey: 'test:overdraw' })).rejects.toBeInstanceOf(LedgerError);
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(100);
    expect(await repos.ledger.balanceOfMember(b.member.id)).toBe(0);
    // the key stays free: the failed attempt rolled back its transfer row
    await repos.ledger.transfer({ from: a.account, to: b.account, amount: 100, idempotencyKey: 'test:overdraw' });
    expect(await repos.ledger.balanceOfMember(b.member.id)).toBe(100);
  });

  it('never lets concurrent gifts spend more than the wallet holds', async () => {
    const a = await newWallet();
    const b = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 500, idempotencyKey: 'test:race:fund' });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => repos.ledger.transfer({ from: a.account, to: b.account, amount: 100, idempotencyKey: `test:race:${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(0);
    expect(await repos.ledger.balanceOfMember(b.member.id)).toBe(500);
  });

  it('settles members paying each other at the same time (their wallets lock in one order, no deadlock)', async () => {
    const a = await newWallet();
    const b = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 1_000, idempotencyKey: 'test:cross:fund:a' });
    await repos.ledger.transfer({ from: issuance, to: b.account, amount: 1_000, idempotencyKey: 'test:cross:fund:b' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? repos.ledger.transfer({ from: a.account, to: b.account, amount: 10, idempotencyKey: `test:cross:${i}` }) : repos.ledger.transfer({ from: b.account, to: a.account, amount: 7, idempotencyKey: `test:cross:${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(1_000 - 100 + 70);
    expect(await repos.ledger.balanceOfMember(b.member.id)).toBe(1_000 + 100 - 70);
  });

  it('refuses a transfer to an account that does not exist, and keeps nothing of it', async () => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await expect(repos.ledger.transfer({ from: issuance, to: 2_000_000_000, amount: 5, idempotencyKey: 'test:unknown' })).rejects.toMatchObject({ code: 'unknown_account' });
    expect(await repos.ledger.transfer({ from: issuance, to: a.account, amount: 5, idempotencyKey: 'test:unknown' })).toMatchObject({ replayed: false });
  });

  it.each([0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2])('refuses the amount %p', async (amount) => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(ISSUANCE_ACCOUNT);
    await expect(repos.ledger.transfer({ from: issuance, to: a.account, amount, idempotencyKey: `test:amount:${amount}` })).rejects.toMatchObject({ code: 'invalid_amount' });
  });

  it('has the database reject an unbalanced transfer at commit', async () => {
    const a = await newWallet();
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransfers).values({ idempotencyKey: 'test:unbalanced' }).returning();
        await tx.insert(ledgerEntries).values({ transferId: t.id, accountId: a.account, amount: 999 });
      }),
    ).rejects.toThrow();
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(0);
  });

  it('has the database refuse to rewrite ledger history', async () => {
    await expect(database.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
  });
});

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('maintained balances', () => {
  it("keeps a wallet's balance on its account row, moved by every entry", async () => {
    const a = await newWallet();
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 300, idempotencyKey: 'test:maintained' });
    const [row] = rows<{ balance: string }>(await database.db.execute(sql`select balance::text from ledger_accounts where id = ${a.account}`));
    expect(row.balance).toBe('300');
  });

  it('has the database refuse a negative wallet even from entries written with plain SQL', async () => {
    const a = await newWallet();
    const b = await newWallet();
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransfers).values({ idempotencyKey: 'test:raw-overdraw' }).returning();
        await tx.insert(ledgerEntries).values([
          { transferId: t.id, accountId: a.account, amount: -50 },
          { transferId: t.id, accountId: b.account, amount: 50 },
        ]);
      }),
    ).rejects.toThrow();
    expect(await repos.ledger.balanceOfMember(a.member.id)).toBe(0);
  });

  it('has the database refuse a balance changed by hand', async () => {
    const a = await newWallet();
    await expect(database.db.execute(sql`update ledger_accounts set balance = 1000000 where id = ${a.account}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update ledger_accounts set allow_negative = true where id = ${a.account}`)).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_accounts where id = ${a.account}`)).rejects.toThrow();
    await expect(database.db.execute(sql`update ledger_transfers set memo = 'changed'`)).rejects.toThrow();
  });

  it("credits a broadcaster's pooled earnings, and refuses a debit beyond them in the database too", async () => {
    const viewer = await newWallet();
    const caster = await newWallet();
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const earnings = await repos.ledger.earningsAccount(caster.member.id);
    expect(await repos.ledger.earningsAccount(caster.member.id)).toBe(earnings);
    await repos.ledger.transfer({ from: issuance, to: viewer.account, amount: 1_000, idempotencyKey: 'test:pool:fund' });
    await Promise.all([1, 2, 3].map((i) => repos.ledger.transfer({ from: viewer.account, to: earnings, amount: 100, kind: 'gift', idempotencyKey: `test:pool:gift:${i}` })));
    expect(await repos.ledger.earningsOfMember(caster.member.id)).toBe(300);
    const pending = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.withdrawalsPending);
    await expect(repos.ledger.transfer({ from: earnings, to: pending, amount: 301, kind: 'withdrawal_hold', idempotencyKey: 'test:pool:over' })).rejects.toMatchObject({ code: 'insufficient_funds' });
    // plain SQL, past the repository's check: the posting trigger refuses it
    await expect(
      database.db.transaction(async (tx) => {
        const [t] = await tx.insert(ledgerTransfers).values({ idempotencyKey: 'test:pool:raw' }).returning();
        await tx.insert(ledgerEntries).values([
          { transferId: t.id, accountId: earnings, amount: -301 },
          { transferId: t.id, accountId: pending, amount: 301 },
        ]);
      }),
    ).rejects.toThrow();
    await repos.ledger.transfer({ from: earnings, to: pending, amount: 300, kind: 'withdrawal_hold', idempotencyKey: 'test:pool:all' });
    expect(await repos.ledger.earningsOfMember(caster.member.id)).toBe(0);
  });

  it('posts a transfer of several legs, and refuses legs that do not sum to zero', async () => {
    const a = await newWallet();
    const caster = await newWallet();
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const revenue = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.platformRevenue);
    const earnings = await repos.ledger.earningsAccount(caster.member.id);
    await repos.ledger.transfer({ from: issuance, to: a.account, amount: 3_300, idempotencyKey: 'test:legs:fund' });
    const legs = [
      { accountId: a.account, amount: -3_300 },
      { accountId: earnings, amount: 2_310 },
      { accountId: revenue, amount: 990 },
    ];
    const { transferId } = await repos.ledger.post({ idempotencyKey: 'test:legs', kind: 'subscription', memberId: a.member.id, legs });
    // one entry per leg, in account id order (the order their accounts are locked in)
    const entries = (await repos.ledger.entriesOf(transferId)).map((e) => ({ accountId: e.accountId, amount: Number(e.amount) }));
    expect(entries).toEqual([...legs].sort((x, y) => x.accountId - y.accountId));
    expect(await repos.ledger.post({ idempotencyKey: 'test:legs', kind: 'subscription', legs })).toEqual({ transferId, replayed: true });
    await expect(repos.ledger.post({ idempotencyKey: 'test:legs:bad', kind: 'gift', legs: [legs[0], legs[1]] })).rejects.toMatchObject({ code: 'invalid_amount' });
  });

  it('seals entries into a hash chain, folds pooled accounts without changing a balance, and verifies clean', async () => {
    const caster = await newWallet();
    const viewer = await newWallet();
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const earnings = await repos.ledger.earningsAccount(caster.member.id);
    await repos.ledger.transfer({ from: issuance, to: viewer.account, amount: 500, idempotencyKey: 'test:seal:fund' });
    await repos.ledger.transfer({ from: viewer.account, to: earnings, amount: 200, kind: 'gift', idempotencyKey: 'test:seal:gift' });
    const before = await repos.ledger.balanceOfAccount(issuance);
    expect(await repos.ledger.sealAll(7)).toBeGreaterThan(0);
    expect(await repos.ledger.seal()).toBe(0);
    expect(await repos.ledger.balanceOfAccount(issuance)).toBe(before);
    expect(await repos.ledger.earningsOfMember(caster.member.id)).toBe(200);
    const [unsealed] = rows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from ledger_entries where seal_seq is null`));
    expect(unsealed.n).toBe(0);
    // entries after the seal count on top of the folded balance
    await repos.ledger.transfer({ from: viewer.account, to: earnings, amount: 50, kind: 'gift', idempotencyKey: 'test:seal:gift2' });
    expect(await repos.ledger.earningsOfMember(caster.member.id)).toBe(250);
    expect((await repos.ledger.verify()).problems).toEqual([]);
  });

  it('verifies clean while the sealer seals and members keep giving (one snapshot of the books)', async () => {
    const caster = await newWallet();
    const viewer = await newWallet();
    const issuance = await repos.ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const earnings = await repos.ledger.earningsAccount(caster.member.id);
    await repos.ledger.transfer({ from: issuance, to: viewer.account, amount: 10_000, idempotencyKey: 'test:busy:fund' });
    await repos.ledger.sealAll();
    let i = 0;
    const gifts = async () => {
      for (let k = 0; k < 40; k++) await repos.ledger.transfer({ from: viewer.account, to: earnings, amount: 1, kind: 'gift', idempotencyKey: `test:busy:${(i += 1)}` });
    };
    const sealing = async () => {
      for (let k = 0; k < 40; k++) await repos.ledger.seal(1);
    };
    const [report] = await Promise.all([repos.ledger.verify(), gifts(), sealing(), repos.ledger.verify()]);
    expect(report.problems).toEqual([]);
    const reports = await Promise.all([repos.ledger.verify(), sealing(), gifts(), repos.ledger.verify()]);
    expect(reports[0].problems).toEqual([]);
    expect(reports[3].problems).toEqual([]);
  });
});

describe('ledger verify', () => {
  // a database of its own: each test breaks the books on purpose (triggers switched off), sees
  // verify name it, and puts them back
  let tampered: Database;
  let ledger: Repositories['ledger'];
  beforeAll(async () => {
    tampered = await createTestDatabase();
    ledger = createRepositories(tampered.db).ledger;
    const issuance = await ledger.systemAccount(SYSTEM_ACCOUNTS.issuance);
    const demo = await createRepositories(tampered.db).members.findByLoginId(DEMO_ACCOUNTS.member.loginId);
    const wallet = await ledger.memberAccount(demo!.id);
    for (let i = 0; i < 3; i++) await ledger.transfer({ from: issuance, to: wallet, amount: 10 + i, idempotencyKey: `verify:${i}` });
    await ledger.sealAll();
  });
  beforeEach(async () => expect((await ledger.verify()).problems).toEqual([]));
  afterEach(async () => expect((await ledger.verify()).problems).toEqual([]));
  afterAll(() => tampered.close());

  const withoutTriggers = (...statements: ReturnType<typeof sql>[]) =>
    tampered.db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger user`);
      await tx.execute(sql`alter table ledger_accounts disable trigger user`);
      for (const statement of statements) await tx.execute(statement);
      await tx.execute(sql`alter table ledger_entries enable trigger user`);
      await tx.execute(sql`alter table ledger_accounts enable trigger user`);
    });
  /** removes entries, answers how to put them back */
  const removeEntries = async (where: ReturnType<typeof sql>) => {
    await tampered.db.execute(sql`drop table if exists removed_entries`);
    await tampered.db.execute(sql`create table removed_entries as select * from ledger_entries where ${where}`);
    await withoutTriggers(sql`delete from ledger_entries where id in (select id from removed_entries)`);
    return () => withoutTriggers(sql`insert into ledger_entries overriding system value select * from removed_entries`);
  };

  it('finds a sealed entry whose amount was edited', async () => {
    const target = sql`id = (select max(id) from ledger_entries where amount > 0)`;
    await withoutTriggers(sql`update ledger_entries set amount = amount + 1 where ${target}`);
    expect((await ledger.verify()).problems.join('\n')).toMatch(/does not match its hash/);
    await withoutTriggers(sql`update ledger_entries set amount = amount - 1 where ${target}`);
  });

  it('finds a sealed transfer that was deleted', async () => {
    const restore = await removeEntries(sql`transfer_id = (select min(transfer_id) from ledger_entries where seal_seq is not null)`);
    expect((await ledger.verify()).problems.join('\n')).toMatch(/entries .* of the chain are missing/);
    await restore();
  });

  it('finds the last sealed entry removed', async () => {
    const restore = await removeEntries(sql`seal_seq = (select max(seal_seq) from ledger_entries)`);
    expect((await ledger.verify()).problems.join('\n')).toMatch(/head says place/);
    await restore();
  });

  it('finds a balance that does not match its postings', async () => {
    await withoutTriggers(sql`update ledger_accounts set balance = balance + 5 where kind = 'wallet' and balance > 0`);
    expect((await ledger.verify()).problems.join('\n')).toMatch(/maintained balance/);
    await withoutTriggers(sql`update ledger_accounts set balance = balance - 5 where kind = 'wallet' and balance > 0`);
  });
});

describe('migrations and seed', () => {
  it('migrates again without changes and does not seed a second time', async () => {
    await migrate(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await repos.members.findByLoginId('bjstar01')).toMatchObject({ nickname: '별빛BJ', role: 'J' });
  });
});
