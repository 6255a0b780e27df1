import { exchangeBonus, type ExchangeStatus } from '@luvcast/contracts';
import { SYSTEM_ACCOUNTS, type Db, type ExchangeEventRow } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { ledgerRefusal } from './ledger-refusals';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';

export type ExchangeServiceDeps = Pick<App, 'ledger' | 'exchangeEvents'>;

function statusOf(event: ExchangeEventRow, exchanged: number, now = new Date()): ExchangeStatus {
  if (now < event.startsAt) return 'upcoming';
  if (now >= event.endsAt) return 'ended';
  return exchanged + event.minAmount > event.totalCap ? 'soldOut' : 'open';
}

/**
 * The exchange event (issue 11): in its period a member exchanges earnings (received luv) for
 * wallet luv plus a bonus, in one transfer: earnings -amount, exchange funding -bonus, wallet
 * +(amount + bonus). Applications to an event take turns on its row, so its caps hold.
 */
export function createExchangeService(app: ExchangeServiceDeps) {
  return {
    /** The event of the calls (running, else next, else last); null: none ever. */
    current: () => app.exchangeEvents.current(),
    rate(e: ExchangeEventRow) {
      return { eventId: e.id, title: e.title, bonusPercent: e.bonusPercent, rate: 1 + e.bonusPercent / 100, minAmount: e.minAmount, memberCap: e.memberCap, startsAt: e.startsAt.toISOString(), endsAt: e.endsAt.toISOString() };
    },
    async amounts(e: ExchangeEventRow) {
      const { total } = await app.exchangeEvents.exchanged(e.id, null);
      return { total: e.totalCap, now: total, remaining: Math.max(0, e.totalCap - total) };
    },
    async status(e: ExchangeEventRow, member: AuthedMember | null) {
      const exchanged = await app.exchangeEvents.exchanged(e.id, member?.id ?? null);
      return {
        eventId: e.id,
        status: statusOf(e, exchanged.total),
        startsAt: e.startsAt.toISOString(),
        endsAt: e.endsAt.toISOString(),
        mine: member ? { exchanged: exchanged.member, limit: Math.max(0, e.memberCap - exchanged.member), earnings: await app.ledger.earningsOfMember(member.id) } : null,
      };
    },

    /** POST /api/events/exchange/apply */
    async apply(member: AuthedMember, amount: number, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      const current = await app.exchangeEvents.current(tx);
      if (!current) return refusal('event.exchange.none', 404);
      const event = (await app.exchangeEvents.lock(current.id, tx))!;
      const exchanged = await app.exchangeEvents.exchanged(event.id, member.id, tx);
      const status = statusOf(event, exchanged.total);
      if (status === 'upcoming' || status === 'ended') return refusal('event.exchange.closed', 409);
      if (amount < event.minAmount) return refusal('event.exchange.minimum', 400, { params: { minimum: event.minAmount.toLocaleString('ko-KR') } });
      const left = event.memberCap - exchanged.member;
      if (amount > left) return refusal('event.exchange.memberCap', 400, { params: { left: Math.max(0, left).toLocaleString('ko-KR') } });
      if (status === 'soldOut' || exchanged.total + amount > event.totalCap) return refusal('event.exchange.soldOut', 409);
      const bonus = exchangeBonus(amount, event.bonusPercent);
      let transferId: number;
      let replayed: boolean;
      try {
        ({ transferId, replayed } = await app.ledger.post(
          {
            idempotencyKey: ledgerKey,
            kind: 'exchange',
            memberId: member.id,
            memo: `exchange event ${event.id}: ${amount} + ${bonus}`,
            legs: [
              { accountId: await app.ledger.earningsAccount(member.id, tx), amount: -amount },
              ...(bonus ? [{ accountId: await app.ledger.systemAccount(SYSTEM_ACCOUNTS.exchangeFunding, tx), amount: -bonus }] : []),
              { accountId: await app.ledger.memberAccount(member.id, tx), amount: amount + bonus },
            ],
          },
          tx,
        ));
      } catch (err) {
        return ledgerRefusal(err, 'event.exchange.earnings');
      }
      const application = replayed ? (await app.exchangeEvents.byTransfer(transferId, tx))! : await app.exchangeEvents.apply({ eventId: event.id, memberId: member.id, amount, bonus, transferId }, tx);
      return {
        status: 200,
        body: { applicationId: application.id, amount, bonus, luvSum: await app.ledger.balanceOfMember(member.id, tx), earnings: await app.ledger.earningsOfMember(member.id, tx) },
      };
    },
  };
}
export type ExchangeService = ReturnType<typeof createExchangeService>;
