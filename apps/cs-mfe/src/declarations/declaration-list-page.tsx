import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeclarations, useWithdrawDeclaration } from '@luvcast/api-client';
import type { DeclarationView } from '@luvcast/contracts';
import { MemberGate, Pager, useDeclarationReasonLabels, useFailureText } from '@luvcast/shell-kit';
import { Button, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from '../shared/inquiries.module.css';

const LIMIT = 10;

function useTargetText(): (d: DeclarationView) => string {
  const { t } = useLingui();
  return (d) => {
    const who = d.target ? `${d.target.nickname} (${d.target.loginId})` : t`탈퇴한 회원`;
    const id = d.targetId;
    switch (d.targetType) {
      case 'member':
        return t`회원 ${who}`;
      case 'live':
        return t`방송 ${who}`;
      case 'message':
        return t`쪽지 · ${who}`;
      case 'post':
        return t`게시글 #${id} · ${who}`;
      case 'comment':
        return t`댓글 #${id} · ${who}`;
      default:
        return who;
    }
  };
}

function Declarations() {
  const { t } = useLingui();
  const reasons = useDeclarationReasonLabels();
  const targetText = useTargetText();
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useDeclarations((page - 1) * LIMIT, LIMIT);
  const withdraw = useWithdrawDeclaration();
  const statuses = { pending: t`처리 대기`, dismissed: t`처리 완료 (조치 없음)`, sanctioned: t`처리 완료 (제재)` };
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });
  return (
    <QueryState
      query={list}
      loadingLabel={t`불러오는 중`}
      error={<Trans>신고 내역을 불러오지 못했습니다.</Trans>}
      empty={<Trans>신고한 내역이 없습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <ul className={styles.list} aria-busy={list.isPlaceholderData} aria-label={t`신고 내역`}>
              {data.list.map((d) => (
                <li key={d.id} className={`${styles.item} ${styles.link}`}>
                  <span className={`${styles.status} ${d.status === 'pending' ? '' : styles.answered}`}>{statuses[d.status]}</span>
                  <span className={styles.title}>
                    {targetText(d)} · {reasons[d.reason]}
                    {d.detail && <span className={styles.meta}> — {d.detail}</span>}
                  </span>
                  <time className={styles.meta} dateTime={d.createdAt}>
                    {d.createdAt.slice(0, 10)}
                  </time>
                  {d.status === 'pending' && (
                    <Button variant="secondary" loading={withdraw.isPending && withdraw.variables === d.id} onClick={() => withdraw.mutate(d.id)}>
                      <Trans>신고 취소</Trans>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {withdraw.error && (
              <p role="alert" className={styles.error}>
                {failureText(withdraw.error)}
              </p>
            )}
            {pages > 1 && <Pager page={page} pages={pages} onChange={go} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/declarations?page=N: the member's own reports with what became of them; a pending one can be withdrawn. */
export function DeclarationListPage() {
  return (
    <Page width="wide">
      <PageTitle>
        <Trans>신고 내역</Trans>
      </PageTitle>
      <MemberGate>{() => <Declarations />}</MemberGate>
    </Page>
  );
}
