import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANKBOOK_MAX_BYTES, BANKS, bankName, type AccountChangeFields, type AdminBankAccount, type BankAccountView, type MyBanksResponse } from '@luvcast/contracts';
import type { BankAccountRow, Db } from '@luvcast/db';
import { staffMay, staffScope } from '../../plugins/app/auth';
import { refusal } from '../../plugins/app/errors';
import type { App, AuthedMember, Refusal } from '../../types';
import { sniffUpload } from '../../uploads';
import { maskAccount } from './withdrawals.service';

export type BankAccountsServiceDeps = Pick<App, 'config' | 'db' | 'withdrawals' | 'members' | 'operatorActions' | 'log'>;

/** What a bank-book copy may be (by its bytes). */
const BANKBOOK_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

const viewOf = (a: BankAccountRow): BankAccountView => ({
  bankCode: a.bankCode,
  bankName: bankName(a.bankCode),
  holderName: a.holderName,
  account: maskAccount(a.accountNumber),
  status: a.status as BankAccountView['status'],
  rejectReason: a.rejectReason,
  updatedAt: a.updatedAt.toISOString(),
});

/** Names are compared without spaces (홍 길동 = 홍길동). */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

/**
 * Bank accounts for withdrawals: the member applies with a copy of the bank book (POST
 * /api/cs/accountChange, multipart), an operator approves it. The copy is checked by its bytes
 * (JPG, PNG, PDF; 5 MB) and kept under UPLOAD_DIR/bankbooks, which no route serves but the
 * operators' own. Operators: role O every application, role S those of their brand's members
 * (`members.brand`; another brand's is "not found"); every decision is logged in operator_actions
 * (bankAccount.approve / bankAccount.reject, target bank_account and the login ID) with the decision.
 */
export function createBankAccountsService(app: BankAccountsServiceDeps) {
  const dir = () => path.resolve(app.config.uploadDir, 'bankbooks');
  return {
    async banks(member: AuthedMember): Promise<MyBanksResponse> {
      const account = await app.withdrawals.account(member.id);
      return { banks: BANKS.map(([code, name]) => ({ code, name })), account: account ? viewOf(account) : null };
    },

    /** Checks the fields and the file, stores the file, files the application (pending). */
    async apply(member: AuthedMember, fields: AccountChangeFields, file: { bytes: Buffer; truncated: boolean } | null): Promise<BankAccountView | Refusal> {
      if (fields.memberId !== member.loginId) return refusal('bank.memberMismatch', 403);
      if (member.row.name && !sameName(member.row.name, fields.bankHolderName)) return refusal('bank.holder.mismatch', 400);
      if (!file || file.bytes.length === 0) return refusal('bank.file.required', 400);
      if (file.truncated || file.bytes.length > BANKBOOK_MAX_BYTES) return refusal('bank.file.size', 413);
      const kind = sniffUpload(file.bytes, BANKBOOK_TYPES);
      if (!kind) return refusal('bank.file.type', 415);
      await mkdir(dir(), { recursive: true, mode: 0o700 });
      const name = `${member.id}-${randomUUID()}.${kind.ext}`;
      await writeFile(path.join(dir(), name), file.bytes, { mode: 0o600 });
      const row = await app.withdrawals.applyAccount({
        memberId: member.id,
        bankCode: fields.bankCode,
        holderName: fields.bankHolderName,
        accountNumber: fields.bankAccount,
        phone: fields.phone,
        businessNumber: fields.business_number || null,
        bankbookPath: `bankbooks/${name}`,
        bankbookType: kind.type,
      });
      app.log.info({ member: member.loginId }, 'bank account application filed');
      return viewOf(row);
    },

    /**
     * Approves or rejects (a reason needed) a member's pending application — the one with
     * `accountNumber` when given, so that an application replaced while the operator looked at the
     * bank book is not decided blind (409); logged in the same transaction.
     */
    async review(operator: AuthedMember, loginId: string, { action, reason, accountNumber }: { action: 'approve' | 'reject'; reason: string; accountNumber?: string }): Promise<BankAccountView | Refusal> {
      if (action === 'reject' && !reason) return refusal('bank.review.reason', 400);
      const m = await app.members.findByLoginId(loginId);
      if (!m || !staffMay(operator, m.brand)) return refusal('bank.notFound', 404);
      const row = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const r = await app.withdrawals.reviewAccount(m.id, { status: action === 'approve' ? 'approved' : 'rejected', reviewedBy: operator.id, rejectReason: action === 'reject' ? reason : null }, accountNumber, tx);
        if (r) await app.operatorActions.record({ operatorId: operator.id, action: `bankAccount.${action}`, targetType: 'bank_account', targetId: m.loginId, reason, detail: { bankCode: r.bankCode, account: maskAccount(r.accountNumber) } }, tx);
        return r;
      });
      if (!row) return (await app.withdrawals.account(m.id)) ? refusal('bank.review.changed', 409) : refusal('bank.notFound', 404);
      app.log.info({ operator: operator.loginId, member: m.loginId, action }, 'bank account reviewed');
      return viewOf(row);
    },

    /** Applications waiting for an operator (their brand's members' for role S), oldest first. */
    async pending(operator: AuthedMember): Promise<AdminBankAccount[]> {
      const rows = await app.withdrawals.pendingAccountLines(staffScope(operator) ?? null);
      return rows.map((r) => ({ loginId: r.loginId, nickname: r.nickname, brand: r.brand, ...viewOf(r.account), accountNumber: r.account.accountNumber }));
    },

    /** The bank-book copy for an operator who may review it (null: no account, or another brand's member for role S). */
    async bankbook(operator: AuthedMember, loginId: string): Promise<{ bytes: Buffer; type: string } | null> {
      const m = await app.members.findByLoginId(loginId);
      const row = m && staffMay(operator, m.brand) ? await app.withdrawals.account(m.id) : null;
      if (!row) return null;
      const file = path.resolve(app.config.uploadDir, row.bankbookPath);
      if (!file.startsWith(dir() + path.sep)) return null;
      const bytes = await readFile(file).catch(() => null);
      return bytes ? { bytes, type: row.bankbookType } : null;
    },
  };
}
export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
