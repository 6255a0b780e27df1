import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplyBankAccount } from '@luvcast/api-client';
import { BANKBOOK_MAX_BYTES, type MyBanksResponse } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { Button, TextField } from '@luvcast/ui';
import { useFailureText } from '@luvcast/shell-kit';
import styles from './withdraw-page.module.css';

/** The application for the account withdrawals are paid to, with the bank-book copy (an operator approves it). */
export function BankAccountForm({ banks, onDone }: { banks: MyBanksResponse['banks']; onDone: () => void }) {
  const { t } = useLingui();
  const me = useSessionStore((s) => s.me);
  const failureText = useFailureText();
  const apply = useApplyBankAccount();
  const [bankCode, setBankCode] = useState('');
  const [holder, setHolder] = useState('');
  const [account, setAccount] = useState('');
  const [phone, setPhone] = useState('');
  const [business, setBusiness] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <form
      className={styles.form}
      aria-label={t`출금 계좌 등록`}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        if (!bankCode) return setProblem(t`은행을 선택해주세요.`);
        if (!file) return setProblem(t`통장 사본을 첨부해주세요.`);
        if (file.size > BANKBOOK_MAX_BYTES) return setProblem(t`통장 사본은 5MB까지 올릴 수 있습니다.`);
        apply.mutate({ memberId: me?.loginId ?? '', phone, bankCode, bankHolderName: holder, bankAccount: account, business_number: business, bankbook: file }, { onSuccess: onDone });
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>은행</Trans>
        </span>
        <select value={bankCode} onChange={(e) => setBankCode(e.target.value)} required>
          <option value="">{t`은행 선택`}</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <TextField label={t`예금주 (본인인증한 이름)`} name="bankHolderName" value={holder} stripWhitespace={false} onChange={(e) => setHolder(e.target.value)} required />
      <TextField label={t`계좌번호`} name="bankAccount" inputMode="numeric" value={account} onChange={(e) => setAccount(e.target.value.replace(/[^\d-]/g, ''))} required />
      <TextField label={t`휴대폰 번호`} name="phone" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value.replace(/[^\d-]/g, ''))} />
      <TextField label={t`사업자등록번호 (사업자만)`} name="business_number" inputMode="numeric" value={business} onChange={(e) => setBusiness(e.target.value.replace(/[^\d-]/g, ''))} />
      <label className={styles.field}>
        <span>
          <Trans>통장 사본 (JPG, PNG, PDF, 5MB까지)</Trans>
        </span>
        <input type="file" name="bankbook" accept="image/jpeg,image/png,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      {problem || apply.error ? (
        <p role="alert" className={styles.error}>
          {problem ?? failureText(apply.error)}
        </p>
      ) : null}
      <Button type="submit" loading={apply.isPending}>
        <Trans>계좌 등록 신청</Trans>
      </Button>
    </form>
  );
}
