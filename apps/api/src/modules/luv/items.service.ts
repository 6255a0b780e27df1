import { ITEMS, PROD_NAMES, type BuyItemsBody, type ItemUseBody, type MemberItem, type ProdName } from '@luvcast/contracts';
import { type Db, type MemberItemRow } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import { ledgerRefusal } from './ledger-refusals';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';
import { giftEvent } from './gifts.service';

export type ItemsServiceDeps = Pick<App, 'ledger' | 'memberItems' | 'gifts' | 'chatBus'>;

const isProdName = (name: string): name is ProdName => (PROD_NAMES as string[]).includes(name);

const itemOf = (row: MemberItemRow, locale: 'ko' | 'en' = 'ko'): MemberItem => {
  const item = ITEMS[row.prodName as ProdName];
  return { itemId: row.id, prodName: row.prodName, itemCode: item.code, name: item[locale], quantity: row.quantity, unitPrice: row.unitPrice, message: item.message };
};

/** Which units a use takes: one row (`itemId`) or a product (`prodName`); how many (`all`: every unit). */
export type ItemPick = ({ itemId: number } | { prodName: string }) & { quantity: number | 'all' };

/**
 * Gift items (issue 11): bought with luv (the wallet -> the member's items account, whose balance
 * is the value of the units held), used in a channel as a gift item: the items account -> the
 * broadcaster's earnings at the price the units were bought for, a gift row (the item lists) and
 * the room's gift event (with a message item's text and font style), in one transaction.
 */
export function createItemsService(app: ItemsServiceDeps) {
  return {
    shop(locale: 'ko' | 'en') {
      return { items: PROD_NAMES.map((p) => ({ prodName: p, itemCode: ITEMS[p].code, price: ITEMS[p].price, message: ITEMS[p].message, name: ITEMS[p][locale] })) };
    },

    /** POST /api/shoppings/items: `quantity` units of an item for their price in luv. */
    async buy(member: AuthedMember, body: BuyItemsBody, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      const item = ITEMS[body.prodName];
      const price = item.price * body.quantity;
      // the item's rows before the accounts, in the order a use takes them (no deadlock between the two)
      await app.memberItems.lockForUse(member.id, { prodName: body.prodName }, tx);
      try {
        const { replayed } = await app.ledger.transfer(
          { from: await app.ledger.memberAccount(member.id, tx), to: await app.ledger.itemsAccount(member.id, tx), amount: price, kind: 'item', memberId: member.id, idempotencyKey: ledgerKey, memo: `buy ${body.quantity} ${body.prodName}` },
          tx,
        );
        const row = replayed ? (await app.memberItems.held(member.id, tx)).find((r) => r.prodName === body.prodName && r.unitPrice === item.price)! : await app.memberItems.add(member.id, body.prodName, item.price, body.quantity, tx);
        return { status: 200, body: { item: itemOf(row), luvSum: await app.ledger.balanceOfMember(member.id, tx) } };
      } catch (err) {
        return ledgerRefusal(err);
      }
    },

    async held(member: AuthedMember, locale: 'ko' | 'en') {
      const rows = await app.memberItems.held(member.id);
      return { list: rows.map((r) => itemOf(r, locale)), total: rows.length };
    },

    itemsSum: (member: AuthedMember) => app.memberItems.sums(member.id),

    /** Uses items in a channel: a gift item to its broadcaster. */
    async use(member: AuthedMember, pick: ItemPick, body: ItemUseBody, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      if ('prodName' in pick && !isProdName(pick.prodName)) return refusal('luv.item.notFound', 404);
      const recipient = await app.gifts.recipientOf(body.channelId, tx);
      if (!recipient) return refusal('live.channel.notFound', 404);
      if (recipient.broadcasterId === member.id) return refusal('luv.gift.self', 400);
      const rows = (await app.memberItems.lockForUse(member.id, pick, tx)).filter((r) => isProdName(r.prodName));
      // the payload's prodName must name the item it uses (the spec's payload carries both)
      if (rows.length === 0 || (body.prodName && rows.some((r) => r.prodName !== body.prodName))) return refusal('luv.item.notFound', 404);
      const prodName = rows[0].prodName as ProdName;
      const item = ITEMS[prodName];
      const held = rows.reduce((n, r) => n + r.quantity, 0);
      const wanted = pick.quantity === 'all' ? held : pick.quantity;
      if (wanted < 1 || wanted > held) return refusal('luv.item.insufficient', 400);
      // only a message item carries a text
      const content = item.message ? (body.content ?? '') : '';
      if (item.message && !content) return refusal('luv.item.contentRequired', 400);

      // the oldest units first, each at the price it was bought for
      let left = wanted;
      let amount = 0;
      for (const row of rows) {
        const n = Math.min(left, row.quantity);
        if (n === 0) continue;
        await app.memberItems.take(row.id, n, tx);
        amount += n * row.unitPrice;
        left -= n;
        if (left === 0) break;
      }
      const { transferId } = await app.ledger.transfer(
        { from: await app.ledger.itemsAccount(member.id, tx), to: await app.ledger.earningsAccount(recipient.broadcasterId, tx), amount, kind: 'item', memberId: member.id, idempotencyKey: ledgerKey, memo: `use ${wanted} ${prodName}` },
        tx,
      );
      const fontStyle = item.message ? body.fontStyle : null;
      const gift = await app.gifts.create(
        { senderId: member.id, broadcasterId: recipient.broadcasterId, channelId: recipient.channelId, streamId: recipient.liveStreamId, amount, itemCode: item.code, quantity: wanted, message: content, fontStyle, transferId },
        tx,
      );
      const event = giftEvent(recipient.channelId, { amount: wanted, itemCode: item.code, message: content }, { loginId: member.loginId, nickname: member.row.nickname });
      if (event.type === 'gift' && fontStyle) event.gift.fontStyle = fontStyle;
      await app.chatBus.publish(event, tx);
      return { status: 200, body: { giftId: gift.id, prodName, itemCode: item.code, used: wanted, left: held - wanted, amount } };
    },
  };
}
export type ItemsService = ReturnType<typeof createItemsService>;
