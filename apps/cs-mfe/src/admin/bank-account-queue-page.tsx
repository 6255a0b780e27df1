import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBankAccountQueue, useBankbook, useReviewBankAccount } from '@luvcast/api-client';
import type { AdminBankAccount } from '@luvcast/contracts';
import { useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';

/** A Blob as an object URL for as long as the component shows it. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** The bank-book copy, fetched through the API client (an image shown, a PDF opened in a new tab). */
function Bankbook({ account }: { account: AdminBankAccount }) {
  const { t } = useLingui();
  const copy = useBankbook(account.loginId);
  const url = useObjectUrl(copy.data);
  if (copy.isError) return <p role="alert">{t`통장 사본을 불러오지 못했습니다.`}</p>;
  if (!copy.data || !url) return <p aria-busy="true">{t`불러오는 중`}</p>;
  return copy.data.type.startsWith('image/') ? (
    <img src={url} alt={t`${account.nickname}님의 통장 사본`} style={{ maxWidth: '100%' }} />
  ) : (
    <a href={url} target="_blank" rel="noreferrer noopener">
      <Trans>통장 사본(PDF) 열기</Trans>
    </a>
  );
}

function Application({ account }: { account: AdminBankAccount }) {
  const { t } = useLingui();
  const review = useReviewBankAccount();
  const [showCopy, setShowCopy] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failureText = useFailureText();
  const failure = problem ?? (review.error ? failureText(review.error) : null);
  const send = (action: 'approve' | 'reject') => {
    setProblem(null);
    if (action === 'reject' && !reason.trim()) return setProblem(t`반려 사유를 입력해주세요.`);
    review.mutate({ loginId: account.loginId, action, reason: reason.trim(), accountNumber: account.accountNumber });
  };
  return (
    <Card as="article" className={styles.article} aria-label={t`${account.nickname}님의 계좌 신청`} data-login-id={account.loginId}>
      <p>
        <Link to={`/cs/admin/members/${encodeURIComponent(account.loginId)}`}>
          {account.nickname} ({account.loginId})
        </Link>{' '}
        <span className={styles.meta}>
          {account.brand} · <time dateTime={account.updatedAt}>{account.updatedAt.slice(0, 16).replace('T', ' ')}</time>
        </span>
      </p>
      <dl className={styles.meta}>
        <dt>
          <Trans>은행</Trans>
        </dt>
        <dd>{account.bankName}</dd>
        <dt>
          <Trans>예금주</Trans>
        </dt>
        <dd>{account.holderName}</dd>
        <dt>
          <Trans>계좌번호</Trans>
        </dt>
        <dd>{account.accountNumber}</dd>
      </dl>
      <Button type="button" variant="secondary" aria-expanded={showCopy} onClick={() => setShowCopy((v) => !v)}>
        {showCopy ? <Trans>통장 사본 닫기</Trans> : <Trans>통장 사본 보기</Trans>}
      </Button>
      {showCopy && <Bankbook account={account} />}
      <form className={styles.form} aria-label={t`계좌 심사`} onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          <span>
            <Trans>반려 사유</Trans>
          </span>
          <textarea value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
        </label>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" loading={review.isPending} onClick={() => send('reject')}>
            <Trans>반려</Trans>
          </Button>
          <Button type="button" loading={review.isPending} onClick={() => send('approve')}>
            <Trans>승인</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Queue() {
  const { t } = useLingui();
  const queue = useBankAccountQueue();
  return (
    <QueryState query={queue} loadingLabel={t`불러오는 중`} error={<Trans>계좌 신청을 불러오지 못했습니다.</Trans>} empty={<Trans>승인을 기다리는 계좌가 없습니다.</Trans>} isEmpty={(d) => d.list.length === 0}>
      {(data) => (
        <>
          <p className={styles.meta}>
            <Trans>모두 {data.list.length}건</Trans>
          </p>
          <ul className={styles.files} aria-label={t`계좌 신청 목록`}>
            {data.list.map((a) => (
              <li key={a.loginId}>
                <Application account={a} />
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

/** /cs/admin/bank-accounts: bank accounts waiting for approval (role S: their brand's members'); see the copy, approve or reject with a reason. */
export function BankAccountQueuePage() {
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>계좌 승인</Trans>
        </PageTitle>
        <Link to="/cs/admin">
          <Trans>운영 홈</Trans>
        </Link>
      </div>
      <StaffGate>
        <Queue />
      </StaffGate>
    </Page>
  );
}
