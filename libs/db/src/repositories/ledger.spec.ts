import { sql } from 'drizzle-orm';
import { hashPassword } from '@luvcast/server-auth';
import type { Database } from '../client';
import { migrate } from '../migrate';
import { DEMO_ACCOUNTS, seedIfEmpty } from '../seed';
import { ledgerEntries, ledgerTransfers } from '../schema';
import { createTestDatabase } from '../testing';
import { createRepositories, type Repositories } from './index';
import { ISSUANCE_ACCOUNT, LedgerError } from './ledger';

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

describe('migrations and seed', () => {
  it('migrates again without changes and does not seed a second time', async () => {
    await migrate(database.db);
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await repos.members.findByLoginId('bjstar01')).toMatchObject({ nickname: '별빛BJ', role: 'J' });
  });
});
