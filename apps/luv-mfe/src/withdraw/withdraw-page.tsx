import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyBanks, useProfile, useReceived, useWaiting } from '@luvcast/api-client';
import { MemberGate } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { useCurrency, useMoney } from '../shared/currency';
import { BankAccountForm } from './bank-account-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import styles from './withdraw-page.module.css';

function Withdraw() {
  const { t } = useLingui();
  const { name: currency } = useCurrency();
  const money = useMoney();
  const profile = useProfile();
  const received = useReceived();
  const waiting = useWaiting();
  const banks = useMyBanks();
  const [editing, setEditing] = useState(false);
  const verified = !!profile.data?.PI;
  const available = received.data?.earnings ?? 0;
  return (
    <>
      <Card tone="brand" className={styles.summary}>
        <p>
          <Trans>출금 가능</Trans>
        </p>
        <p className={styles.available} data-available={available}>
          {money.count(available)} <span>{currency}</span>
        </p>
        {waiting.data?.count ? (
          <p>
            <Trans>
              출금 대기 {money.count(waiting.data.waiting)} {currency}
            </Trans>
          </p>
        ) : null}
      </Card>
      {profile.data && !verified ? (
        <Card role="note">
          <Trans>본인인증을 한 회원만 출금할 수 있습니다.</Trans> <Link to="/my/personal-auth">{t`본인인증 하기`}</Link>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="withdraw-account">
        <h2 id="withdraw-account" className={styles.heading}>
          <Trans>출금 계좌</Trans>
        </h2>
        <QueryState query={banks} loadingLabel={t`불러오는 중`} error={<Trans>계좌 정보를 불러오지 못했습니다.</Trans>}>
          {({ banks: list, account }) =>
            account && !editing ? (
              <div className={styles.account} data-account-status={account.status}>
                <p>
                  {account.bankName} {account.account} ({account.holderName})
                </p>
                <p>
                  {account.status === 'approved' ? <Trans>승인됨</Trans> : account.status === 'pending' ? <Trans>운영자 확인 중</Trans> : <Trans>반려됨</Trans>}
                  {account.rejectReason ? `: ${account.rejectReason}` : ''}
                </p>
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  <Trans>계좌 변경</Trans>
                </Button>
              </div>
            ) : (
              <BankAccountForm banks={list} onDone={() => setEditing(false)} />
            )
          }
        </QueryState>
      </Card>
      {verified && banks.data?.account?.status === 'approved' ? (
        <Card as="section" aria-labelledby="withdraw-apply">
          <h2 id="withdraw-apply" className={styles.heading}>
            <Trans>출금 신청</Trans>
          </h2>
          <WithdrawForm available={available} />
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="withdraw-history">
        <h2 id="withdraw-history" className={styles.heading}>
          <Trans>출금 내역</Trans>
        </h2>
        <WithdrawalList currency={currency} />
      </Card>
    </>
  );
}

/** /luv/withdraw: a broadcaster's earnings, the bank account (with its approval), the withdrawal with its preview, the history. */
export function WithdrawPage() {
  const { name: currency } = useCurrency();
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>{currency} 출금</Trans>
      </PageTitle>
      <MemberGate>{() => <Withdraw />}</MemberGate>
    </Page>
  );
}
