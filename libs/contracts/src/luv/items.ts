import * as v from 'valibot';
import { intFromQuery } from '../pagination';

/**
 * Gift items (issue 11): bought with luv in the item shop, kept in the member's items, used in a
 * channel where they go to the broadcaster as a gift item (received/sent item lists) and show in
 * the room's chat. Message items carry the buyer's text (`content`) in a font style.
 */
export const ITEMS = {
  heart: { code: 1001, price: 100, message: false, ko: '하트', en: 'Heart' },
  rose: { code: 1002, price: 500, message: false, ko: '장미', en: 'Rose' },
  'color-chat': { code: 2001, price: 300, message: true, ko: '컬러 채팅', en: 'Color chat' },
  megaphone: { code: 2002, price: 1000, message: true, ko: '확성기', en: 'Megaphone' },
} as const;
export type ProdName = keyof typeof ITEMS;
export const PROD_NAMES = Object.keys(ITEMS) as ProdName[];
/** The item of a code (gift lines, chat events), if it is one. */
export const itemByCode = (code: number | null | undefined): ({ prodName: ProdName } & (typeof ITEMS)[ProdName]) | undefined => {
  const prodName = PROD_NAMES.find((p) => ITEMS[p].code === code);
  return prodName ? { prodName, ...ITEMS[prodName] } : undefined;
};

/** How a message item's text is shown in the chat. */
export const FONT_STYLES = ['normal', 'bold', 'red', 'blue', 'green', 'rainbow'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
/** Longest text of a message item. */
export const ITEM_CONTENT_MAX = 100;
/** Most items bought or used at once. */
export const ITEMS_AT_ONCE_MAX = 100;

const prodName = v.picklist(PROD_NAMES as [ProdName, ...ProdName[]], 'luv.item.notFound');
const quantity = v.pipe(v.number('luv.item.quantity'), v.integer('luv.item.quantity'), v.minValue(1, 'luv.item.quantity'), v.maxValue(ITEMS_AT_ONCE_MAX, 'luv.item.quantity'));

/** GET /api/shoppings/items: the item shop. */
export const itemShopResponse = v.object({
  items: v.array(v.object({ prodName: v.string(), itemCode: v.number(), price: v.number(), message: v.boolean(), name: v.string() })),
});
export type ItemShopResponse = v.InferOutput<typeof itemShopResponse>;

/** POST /api/shoppings/items (Idempotency-Key): buys `quantity` of an item with luv. */
export const buyItemsBody = v.object({ prodName, quantity: v.optional(quantity, 1) });
export type BuyItemsBody = v.InferOutput<typeof buyItemsBody>;

/** One kind of item the member holds. */
export const memberItem = v.object({ itemId: v.number(), prodName: v.string(), itemCode: v.number(), name: v.string(), quantity: v.number(), unitPrice: v.number(), message: v.boolean() });
export type MemberItem = v.InferOutput<typeof memberItem>;
/** GET /api/my/items: the items the member holds (and the answer of buying and using them, with the balance). */
export const memberItemsResponse = v.object({ list: v.array(memberItem), total: v.number() });
export type MemberItemsResponse = v.InferOutput<typeof memberItemsResponse>;
export const buyItemsResponse = v.object({ item: memberItem, luvSum: v.number() });
export type BuyItemsResponse = v.InferOutput<typeof buyItemsResponse>;

/**
 * The item-use payload (the spec's prodName, itemId, content, channelId, fontStyle) of
 * POST /api/my/item/{id}/use, /useItems/{prodName} and /item/all-item/used; `quantity` how many
 * (1 by default; all of them for all-item/used).
 */
export const itemUseBody = v.object({
  channelId: v.pipe(v.number('live.channel.notFound'), v.integer('live.channel.notFound'), v.minValue(1, 'live.channel.notFound')),
  prodName: v.optional(prodName),
  itemId: v.optional(v.pipe(v.number('luv.item.notFound'), v.integer('luv.item.notFound'), v.minValue(1, 'luv.item.notFound'))),
  content: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(ITEM_CONTENT_MAX, 'luv.item.contentTooLong')), ''),
  fontStyle: v.optional(v.picklist(FONT_STYLES, 'luv.item.fontStyle'), 'normal'),
  quantity: v.optional(quantity),
});
export type ItemUseBody = v.InferOutput<typeof itemUseBody>;
export const itemIdParams = v.object({ id: intFromQuery(1, 2_147_483_647) });
export const prodNameParams = v.object({ prodName: v.pipe(v.string(), v.maxLength(40, 'luv.item.notFound')) });

/** The answer of using items: the gift it made, what is left of the item, the balance. */
export const itemUseResponse = v.object({ giftId: v.number(), prodName: v.string(), itemCode: v.number(), used: v.number(), left: v.number(), amount: v.number() });
export type ItemUseResponse = v.InferOutput<typeof itemUseResponse>;

/** GET /api/luv/items-sum: the items held (count and luv value), the gift items sent and received. */
export const itemsSumResponse = v.object({ itemCount: v.number(), itemValue: v.number(), sentItemCount: v.number(), receivedItemCount: v.number(), receivedItemValue: v.number() });
export type ItemsSumResponse = v.InferOutput<typeof itemsSumResponse>;
