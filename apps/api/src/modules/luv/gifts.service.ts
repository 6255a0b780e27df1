import type { ChatEvent, GiftLine, SendGiftBody } from '@luvcast/contracts';
import { type Db, type GiftFilter, type GiftLine as GiftRowLine } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { ledgerRefusal } from './ledger-refusals';
import type { Answer, Keeper } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';

export type GiftsServiceDeps = Pick<App, 'ledger' | 'gifts'>;

/** The chat room's gift event (itemCode 0: plain luv), published in the gift's transaction. */
export const giftEvent = (channelId: number, gift: { amount: number; itemCode: number | null; message: string }, sender: { loginId: string; nickname: string }): ChatEvent => ({
  type: 'gift',
  room: String(channelId),
  gift: { itemCode: gift.itemCode ?? 0, amount: gift.amount, sender: { loginId: sender.loginId, nickname: sender.nickname, badges: [] }, ...(gift.message ? { message: gift.message } : {}) },
  at: new Date().toISOString(),
});

const lineOf = (g: GiftRowLine): GiftLine => ({
  giftId: g.id,
  amount: g.amount,
  itemCode: g.itemCode,
  quantity: g.quantity,
  message: g.message,
  channelId: g.channelId,
  streamId: g.streamId,
  createdAt: g.createdAt.toISOString(),
  loginId: g.counterpart.loginId,
  nickname: g.counterpart.nickname,
});

/**
 * Gifts of luv to broadcasters: the sender's wallet to the broadcaster's earnings (a pooled
 * account: thousands of gifts a minute to one broadcaster take no shared lock), the gift row and
 * the room's gift event, in one transaction; the lists and sums of the wallet pages.
 */
export function createGiftsService(app: GiftsServiceDeps) {
  return {
    /** What `send` reads first: sent with the request's idempotency claim, one round trip for both. */
    partiesRead(member: AuthedMember, body: SendGiftBody) {
      return app.gifts.partiesRead(body.channelId, member.id);
    },
    /**
     * POST /api/lives/gift: `ledgerKey` makes the transfer itself idempotent (from the request's
     * key); `partiesRow` is the row of `partiesRead`; `keeper` keeps the answer in the gift's own
     * statement.
     */
    async send(member: AuthedMember, body: SendGiftBody, ledgerKey: string, tx: Db, partiesRow: Record<string, unknown> | null, keeper: Keeper | null): Promise<Answer | Refusal> {
      const parties = app.gifts.partiesFrom(partiesRow);
      if (!parties) return refusal('live.channel.notFound', 404);
      if (parties.broadcasterId === member.id) return refusal('luv.gift.self', 400);
      const wallet = parties.walletId ?? (await app.ledger.memberAccount(member.id, tx));
      const earnings = parties.earningsId ?? (await app.ledger.earningsAccount(parties.broadcasterId, tx));
      let transferId: number;
      let replayed: boolean;
      try {
        ({ transferId, replayed } = await app.ledger.transfer({ from: wallet, to: earnings, amount: body.amount, kind: 'gift', memberId: member.id, idempotencyKey: ledgerKey, memo: body.message }, tx));
      } catch (err) {
        return ledgerRefusal(err);
      }
      if (replayed) {
        const gift = (await app.gifts.findByTransfer(transferId, tx))!;
        return { status: 200, body: { giftId: gift.id, amount: gift.amount, luvSum: await app.ledger.balanceOfMember(member.id, tx), streamId: gift.streamId } };
      }
      const values = { senderId: member.id, broadcasterId: parties.broadcasterId, channelId: parties.channelId, streamId: parties.liveStreamId, amount: body.amount, itemCode: null, quantity: 1, message: body.message, fontStyle: null, transferId };
      const gift = await app.gifts.createAnnounced(values, giftEvent(parties.channelId, values, { loginId: member.loginId, nickname: member.row.nickname }), wallet, tx, keeper?.keepIn);
      return { status: 200, body: { giftId: gift.id, amount: body.amount, luvSum: gift.walletBalance, streamId: gift.streamId }, kept: keeper !== null };
    },

    async received(member: AuthedMember, filter: GiftFilter, page: { offset: number; limit: number }) {
      const r = await app.gifts.received(member.id, filter, page);
      return { list: r.list.map(lineOf), total: r.total, sum: r.sum, ...page };
    },
    async sent(member: AuthedMember, filter: GiftFilter, page: { offset: number; limit: number }) {
      const r = await app.gifts.sent(member.id, filter, page);
      return { list: r.list.map(lineOf), total: r.total, sum: r.sum, ...page };
    },
    /** luv received in gifts (all time) and the earnings not withdrawn. */
    async receivedSum(member: AuthedMember) {
      const r = await app.gifts.receivedTotals(member.id, 'all');
      return { receivedLuvSum: r.sum, earnings: await app.ledger.earningsOfMember(member.id), giftCount: r.total };
    },
    async daily(member: AuthedMember, side: 'received' | 'sent', days: number) {
      const since = new Date(Date.now() - days * 86_400_000);
      return { side, days: await app.gifts.daily(side, member.id, since) };
    },
  };
}
export type GiftsService = ReturnType<typeof createGiftsService>;
