import * as v from 'valibot';
import { paginationQuery } from '../pagination';

/** Kinds of ledger movement (libs/db TRANSFER_KINDS), as a statement line names them. */
export const STATEMENT_KINDS = ['seed', 'purchase', 'purchase_cancel', 'coupon', 'gift', 'item', 'subscription', 'withdrawal_hold', 'withdrawal_pay', 'withdrawal_cancel', 'exchange', 'adjustment'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Korean labels of the kinds (the CSV export and the wallet). */
export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  seed: '가입 축하',
  purchase: '구매',
  purchase_cancel: '구매 취소',
  coupon: '쿠폰',
  gift: '선물',
  item: '아이템',
  subscription: '구독',
  withdrawal_hold: '출금 신청',
  withdrawal_pay: '출금 완료',
  withdrawal_cancel: '출금 취소',
  exchange: '환전 이벤트',
  adjustment: '조정',
};

/** GET /api/luv/statement (and statement.csv): the member's ledger lines, newest first. */
export const statementQuery = paginationQuery(20);
export const statementLine = v.object({
  id: v.number(),
  at: v.string(),
  /** wallet (what the member spends), earnings (what a broadcaster received) or items (the value of the gift items held) */
  account: v.picklist(['wallet', 'earnings', 'items']),
  kind: v.picklist(STATEMENT_KINDS),
  memo: v.string(),
  /** signed: in or out of the account */
  amount: v.number(),
  /** the account's balance after the line */
  balance: v.number(),
});
export type StatementLine = v.InferOutput<typeof statementLine>;
export const statementResponse = v.object({ list: v.array(statementLine), total: v.number(), offset: v.number(), limit: v.number() });
export type StatementResponse = v.InferOutput<typeof statementResponse>;

/** GET /v4/api/asp/lex/use/list?offset&limit (10 by default): what the member's currency paid for, newest first. */
export const currencyUseQuery = paginationQuery(10);
export const currencyUseLine = v.object({ useId: v.number(), kind: v.picklist(['gift', 'item', 'subscription']), amount: v.number(), memo: v.string(), usedAt: v.string() });
export const currencyUseResponse = v.object({ list: v.array(currencyUseLine), total: v.number(), sum: v.number(), offset: v.number(), limit: v.number() });
export type CurrencyUseResponse = v.InferOutput<typeof currencyUseResponse>;
