import * as v from 'valibot';
import { intFromQuery, paginationQuery } from '../pagination';

/** A brand's withdrawal terms (brand-config): KRW per luv, the platform's fee, the smallest withdrawal. */
export interface WithdrawalPolicy {
  /** KRW paid for one luv before fee and tax (a whole number) */
  krwPerLuv: number;
  /** the platform's share of the gross, in percent */
  feePercent: number;
  /** the fewest luv one withdrawal may take */
  minimum: number;
}

/** Withholding on a broadcaster's earnings: 3% income tax + 10% of it as local income tax (3.3%), each rounded down to 10 KRW. */
export const INCOME_TAX_PERMILLE = 30;
export const LOCAL_TAX_PERCENT_OF_INCOME_TAX = 10;

export interface WithdrawalPreview {
  amount: number;
  rate: number;
  gross: number;
  fee: number;
  incomeTax: number;
  localTax: number;
  net: number;
}

const floor10 = (krw: number) => Math.floor(krw / 10) * 10;

/**
 * What a withdrawal of `amount` luv pays, in whole KRW (the preview the member confirms, and what the
 * API stores): gross at the brand's rate, the platform fee (rounded down), then 3.3% withholding on
 * what is left (income tax 3% and local tax 10% of it, each rounded down to 10 KRW), then the net.
 */
export function withdrawalPreview(amount: number, policy: WithdrawalPolicy): WithdrawalPreview {
  const gross = amount * policy.krwPerLuv;
  const fee = Math.floor((gross * policy.feePercent) / 100);
  const incomeTax = floor10(((gross - fee) * INCOME_TAX_PERMILLE) / 1000);
  const localTax = floor10((incomeTax * LOCAL_TAX_PERCENT_OF_INCOME_TAX) / 100);
  return { amount, rate: policy.krwPerLuv, gross, fee, incomeTax, localTax, net: gross - fee - incomeTax - localTax };
}

/** Withdrawal statuses: requested, processing (an operator approved it), paid, cancelled (by the member), rejected (by an operator). */
export const WITHDRAWAL_STATUS = { requested: 1, processing: 2, paid: 3, cancelled: 4, rejected: 5 } as const;
export type WithdrawalStatusCode = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];

const luvAmount = v.pipe(v.number('luv.amount.invalid'), v.integer('luv.amount.invalid'), v.minValue(1, 'luv.amount.invalid'), v.maxValue(100_000_000, 'luv.amount.invalid'));

/** POST /api/luv/withdraw {amount}. */
export const withdrawBody = v.object({ amount: luvAmount });
/** GET /api/luv/withdraw-preview?amount. */
export const withdrawPreviewQuery = v.object({ amount: intFromQuery(1, 100_000_000) });
/** GET /api/luv/withdraw-cancel?withdrawId. */
export const withdrawCancelQuery = v.object({ withdrawId: intFromQuery(1, 2_147_483_647) });
export const withdrawListQuery = paginationQuery(10);

export const withdrawalPreviewResponse = v.object({
  amount: v.number(),
  rate: v.number(),
  gross: v.number(),
  fee: v.number(),
  feePercent: v.number(),
  incomeTax: v.number(),
  localTax: v.number(),
  net: v.number(),
  minimum: v.number(),
  /** earnings that may be withdrawn now */
  available: v.number(),
});
export type WithdrawalPreviewResponse = v.InferOutput<typeof withdrawalPreviewResponse>;

export const withdrawalView = v.object({
  withdrawId: v.number(),
  amount: v.number(),
  rate: v.number(),
  gross: v.number(),
  fee: v.number(),
  incomeTax: v.number(),
  localTax: v.number(),
  net: v.number(),
  status: v.number(),
  bank: v.object({ code: v.string(), name: v.string(), holder: v.string(), account: v.string() }),
  reason: v.nullable(v.string()),
  createdAt: v.string(),
  processedAt: v.nullable(v.string()),
  cancellable: v.boolean(),
});
export type WithdrawalView = v.InferOutput<typeof withdrawalView>;
export const withdrawalListResponse = v.object({ list: v.array(withdrawalView), total: v.number(), offset: v.number(), limit: v.number() });
export type WithdrawalListResponse = v.InferOutput<typeof withdrawalListResponse>;

/** GET /api/luv/waiting: luv held by withdrawals not paid yet. */
export const waitingResponse = v.object({ waiting: v.number(), count: v.number() });
export type WaitingResponse = v.InferOutput<typeof waitingResponse>;

// ---- bank accounts --------------------------------------------------------------------------

/** Korean bank codes (금융결제원) and names. */
export const BANKS = [
  ['002', 'KDB산업은행'],
  ['003', 'IBK기업은행'],
  ['004', 'KB국민은행'],
  ['007', '수협은행'],
  ['011', 'NH농협은행'],
  ['020', '우리은행'],
  ['023', 'SC제일은행'],
  ['027', '한국씨티은행'],
  ['031', 'iM뱅크(대구)'],
  ['032', '부산은행'],
  ['034', '광주은행'],
  ['035', '제주은행'],
  ['037', '전북은행'],
  ['039', '경남은행'],
  ['045', '새마을금고'],
  ['048', '신협'],
  ['071', '우체국'],
  ['081', '하나은행'],
  ['088', '신한은행'],
  ['089', '케이뱅크'],
  ['090', '카카오뱅크'],
  ['092', '토스뱅크'],
] as const;
export type BankCode = (typeof BANKS)[number][0];
export const bankName = (code: string): string => BANKS.find(([c]) => c === code)?.[1] ?? code;

/** The bank-book image: types (by their first bytes) and the largest size. */
export const BANKBOOK_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const BANKBOOK_MAX_BYTES = 5 * 1024 * 1024;

/** The text fields of POST /api/cs/accountChange (multipart; the bank-book image in the file field `bankbook`). */
export const accountChangeFields = v.object({
  memberId: v.pipe(v.string('bank.memberMismatch'), v.trim(), v.nonEmpty('bank.memberMismatch'), v.maxLength(15, 'bank.memberMismatch')),
  phone: v.optional(v.pipe(v.string(), v.transform((s: string) => s.replace(/\D/g, '')), v.maxLength(20, 'auth.phone.digits')), ''),
  bankCode: v.pipe(v.string('bank.code.invalid'), v.check((c) => BANKS.some(([code]) => code === c), 'bank.code.invalid')),
  bankHolderName: v.pipe(v.string('bank.holder.invalid'), v.trim(), v.nonEmpty('bank.holder.invalid'), v.maxLength(50, 'bank.holder.invalid')),
  bankAccount: v.pipe(v.string('bank.account.invalid'), v.transform((s: string) => s.replace(/[\s-]/g, '')), v.regex(/^\d{8,20}$/, 'bank.account.invalid')),
  business_number: v.optional(v.pipe(v.string(), v.transform((s: string) => s.replace(/[\s-]/g, '')), v.check((s) => s === '' || /^\d{10}$/.test(s), 'bank.businessNumber.invalid')), ''),
});
export type AccountChangeFields = v.InferOutput<typeof accountChangeFields>;

export const bankAccountView = v.object({
  bankCode: v.string(),
  bankName: v.string(),
  holderName: v.string(),
  /** masked but the last 4 digits */
  account: v.string(),
  status: v.picklist(['pending', 'approved', 'rejected']),
  rejectReason: v.nullable(v.string()),
  updatedAt: v.string(),
});
export type BankAccountView = v.InferOutput<typeof bankAccountView>;

/** GET /api/my/banks: the banks one may choose, and the member's account (null: none yet). */
export const myBanksResponse = v.object({ banks: v.array(v.object({ code: v.string(), name: v.string() })), account: v.nullable(bankAccountView) });
export type MyBanksResponse = v.InferOutput<typeof myBanksResponse>;

/** An operator's decision on a bank account or a withdrawal (a bank account's rejection needs a reason: bank.review.reason). */
/**
 * PUT /api/admin/bank-accounts/{loginId}: a decision on the pending application; with `accountNumber`
 * (the one the operator compared with the bank book) a decision on that application only, pending
 * or decided before (a correction).
 */
export const bankAccountReviewBody = v.object({
  action: v.picklist(['approve', 'reject'], 'common.badRequest'),
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'common.badRequest')), ''),
  accountNumber: v.optional(v.pipe(v.string('common.badRequest'), v.maxLength(30, 'common.badRequest'))),
});
/** GET /api/admin/bank-accounts: an application as the operator who reviews it sees it (the whole number, to compare with the bank book). */
export const adminBankAccount = v.object({ loginId: v.string(), nickname: v.string(), brand: v.string(), ...bankAccountView.entries, accountNumber: v.string() });
export type AdminBankAccount = v.InferOutput<typeof adminBankAccount>;
export const adminBankAccountListResponse = v.object({ list: v.array(adminBankAccount) });
export type AdminBankAccountListResponse = v.InferOutput<typeof adminBankAccountListResponse>;
export const withdrawalReviewBody = v.object({ action: v.picklist(['process', 'pay', 'reject'], 'common.badRequest'), reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'common.badRequest')), '') });
