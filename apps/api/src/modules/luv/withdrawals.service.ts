import { brands, type BrandId } from '@luvcast/brand-config';
import { bankName, WITHDRAWAL_STATUS, withdrawalPreview, type WithdrawalPreviewResponse, type WithdrawalView } from '@luvcast/contracts';
import { LedgerError, SYSTEM_ACCOUNTS, type Db, type Leg, type WithdrawalRow } from '@luvcast/db';
import { refusal } from '../../plugins/app/errors';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';

export type WithdrawalsServiceDeps = Pick<App, 'ledger' | 'withdrawals' | 'members'>;

/** An account number as shown back: all but the last 4 digits hidden. */
export const maskAccount = (account: string) => `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

export function viewOfWithdrawal(w: WithdrawalRow): WithdrawalView {
  return {
    withdrawId: w.id,
    amount: w.amount,
    rate: w.rate,
    gross: w.gross,
    fee: w.fee,
    incomeTax: w.incomeTax,
    localTax: w.localTax,
    net: w.net,
    status: w.status,
    bank: { code: w.bankCode, name: bankName(w.bankCode), holder: w.holderName, account: maskAccount(w.accountNumber) },
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    processedAt: w.processedAt?.toISOString() ?? null,
    cancellable: w.status === WITHDRAWAL_STATUS.requested,
  };
}

/**
 * Withdrawals of earned luv (modules/luv/README.md "Withdrawals"): identity-verified members with an
 * approved bank account, from the brand's minimum up to their earnings. Requesting holds the luv
 * (earnings -> withdrawals pending); cancelling or an operator's rejection gives them back; paying
 * splits them into withdrawals paid (net), tax withheld and platform revenue (fee). Each step is one
 * ledger transfer in the transaction that changes the withdrawal's status.
 */
export function createWithdrawalsService(app: WithdrawalsServiceDeps) {
  const policyOf = (brand: string) => brands[brand as BrandId].withdrawal;

  /** Gives a withdrawal's held luv back to the broadcaster's earnings. */
  async function release(w: WithdrawalRow, kind: 'withdrawal_cancel', tx: Db) {
    const pending = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.withdrawalsPending, tx);
    const earnings = await app.ledger.earningsAccount(w.memberId, tx);
    return app.ledger.transfer({ from: pending, to: earnings, amount: w.amount, kind, memberId: w.memberId, idempotencyKey: `withdraw_release:${w.id}`, memo: `출금 #${w.id}` }, tx);
  }

  return {
    async preview(member: AuthedMember, amount: number): Promise<WithdrawalPreviewResponse> {
      const policy = policyOf(member.brand);
      return { ...withdrawalPreview(amount, policy), feePercent: policy.feePercent, minimum: policy.minimum, available: await app.ledger.earningsOfMember(member.id) };
    },

    /** POST /api/luv/withdraw */
    async apply(member: AuthedMember, amount: number, ledgerKey: string, tx: Db): Promise<Answer | Refusal> {
      const policy = policyOf(member.brand);
      if (!member.row.identityVerified) return refusal('luv.withdraw.identity', 403);
      const account = await app.withdrawals.account(member.id, tx);
      if (!account || account.status !== 'approved') return refusal('luv.withdraw.account', 403);
      if (amount < policy.minimum) return refusal('luv.withdraw.minimum', 400, { params: { minimum: policy.minimum.toLocaleString('ko-KR') } });
      const earnings = await app.ledger.earningsAccount(member.id, tx);
      const pending = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.withdrawalsPending, tx);
      let holdTransferId: number;
      try {
        ({ transferId: holdTransferId } = await app.ledger.transfer({ from: earnings, to: pending, amount, kind: 'withdrawal_hold', memberId: member.id, idempotencyKey: ledgerKey, memo: '출금 신청' }, tx));
      } catch (err) {
        if (err instanceof LedgerError && err.code === 'insufficient_funds') return refusal('luv.withdraw.exceeds', 400);
        if (err instanceof LedgerError && err.code === 'idempotency_conflict') return refusal('idempotency.conflict', 422);
        throw err;
      }
      const p = withdrawalPreview(amount, policy);
      const w = await app.withdrawals.create(
        { memberId: member.id, brand: member.brand, amount, rate: p.rate, gross: p.gross, fee: p.fee, incomeTax: p.incomeTax, localTax: p.localTax, net: p.net, bankCode: account.bankCode, holderName: account.holderName, accountNumber: account.accountNumber, holdTransferId },
        tx,
      );
      return { status: 201, body: viewOfWithdrawal(w) };
    },

    /** GET /api/luv/withdraw-cancel?withdrawId: a requested (not yet processed) withdrawal, its luv back. */
    async cancel(member: AuthedMember, id: number, tx: Db): Promise<Answer | Refusal> {
      const w = await app.withdrawals.lock(id, tx);
      if (!w || w.memberId !== member.id) return refusal('luv.withdraw.notFound', 404);
      if (w.status !== WITHDRAWAL_STATUS.requested) return refusal('luv.withdraw.notCancellable', 400);
      await release(w, 'withdrawal_cancel', tx);
      const updated = await app.withdrawals.update(id, { status: WITHDRAWAL_STATUS.cancelled, processedAt: new Date() }, tx);
      return { status: 200, body: viewOfWithdrawal(updated) };
    },

    async list(member: AuthedMember, page: { offset: number; limit: number }) {
      const { list, total } = await app.withdrawals.listOf(member.id, page);
      return { list: list.map(viewOfWithdrawal), total, ...page };
    },
    waiting: (member: AuthedMember) => app.withdrawals.waiting(member.id),

    /**
     * An operator's step: `process` (1 -> 2: the transfer is being made), `pay` (1|2 -> 3: the held
     * luv split into paid, tax withheld and fee), `reject` (1|2 -> 5 with a reason: the luv back).
     */
    async review(operator: AuthedMember, id: number, action: 'process' | 'pay' | 'reject', reason: string, tx: Db): Promise<WithdrawalView | Refusal> {
      const w = await app.withdrawals.lock(id, tx);
      if (!w) return refusal('luv.withdraw.notFound', 404);
      const open = w.status === WITHDRAWAL_STATUS.requested || w.status === WITHDRAWAL_STATUS.processing;
      if (!open || (action === 'process' && w.status !== WITHDRAWAL_STATUS.requested)) return refusal('luv.withdraw.notReviewable', 409);
      const done = { processedBy: operator.id, processedAt: new Date() };
      if (action === 'process') return viewOfWithdrawal(await app.withdrawals.update(id, { status: WITHDRAWAL_STATUS.processing, ...done }, tx));
      if (action === 'reject') {
        await release(w, 'withdrawal_cancel', tx);
        return viewOfWithdrawal(await app.withdrawals.update(id, { status: WITHDRAWAL_STATUS.rejected, reason: reason || null, ...done }, tx));
      }
      // pay: the held luv leave the pending account: net paid out, taxes withheld, the platform's fee (KRW per luv = rate)
      const pending = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.withdrawalsPending, tx);
      // in luv: the fee's and the taxes' share at the rate (whole luv, rounded down), the rest is paid out
      const feeLuv = Math.floor(w.fee / w.rate);
      const taxLuv = Math.floor((w.incomeTax + w.localTax) / w.rate);
      const parts: [string, number][] = [
        [SYSTEM_ACCOUNTS.withdrawalsPaid, w.amount - feeLuv - taxLuv],
        [SYSTEM_ACCOUNTS.taxWithheld, taxLuv],
        [SYSTEM_ACCOUNTS.platformRevenue, feeLuv],
      ];
      const legs: Leg[] = [{ accountId: pending, amount: -w.amount }];
      for (const [code, luv] of parts) if (luv > 0) legs.push({ accountId: await app.ledger.systemAccount(code, tx), amount: luv });
      const { transferId } = await app.ledger.post({ idempotencyKey: `withdraw_pay:${w.id}`, kind: 'withdrawal_pay', memberId: w.memberId, memo: `출금 #${w.id} 지급`, legs }, tx);
      return viewOfWithdrawal(await app.withdrawals.update(id, { status: WITHDRAWAL_STATUS.paid, settleTransferId: transferId, ...done }, tx));
    },
  };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
