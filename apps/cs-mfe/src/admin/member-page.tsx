import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAdminMember, useSetMemberStatus } from '@luvcast/api-client';
import type { AdminMemberDetail } from '@luvcast/contracts';
import { useDeclarationReasonLabels, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import { StaffGate } from './staff-gate';
import { useActionNames } from './action-names';
import { useMemberLabels } from './member-labels';
import styles from '../shared/inquiries.module.css';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Blocks (signed out everywhere at once) or unblocks the member, with a reason for the operators' log. */
function StatusForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useLingui();
  const change = useSetMemberStatus();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const failureText = useFailureText();
  const failure = problem ?? (change.error ? failureText(change.error) : null);
  const next = member.status === 'blocked' ? 'active' : 'blocked';
  return (
    <form
      className={styles.form}
      aria-label={t`회원 상태 변경`}
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        setDone(null);
        if (!reason.trim()) return setProblem(t`사유를 입력해주세요.`);
        change.mutate(
          { loginId: member.loginId, status: next, reason: reason.trim() },
          {
            onSuccess: (r) => {
              setReason('');
              setDone(r.status === 'blocked' ? t`차단했습니다. 열려 있던 세션 ${r.revokedSessions ?? 0}개가 종료되었습니다.` : t`차단을 해제했습니다.`);
            },
          },
        );
      }}
    >
      <label className={styles.field}>
        <span>
          <Trans>사유</Trans>
        </span>
        <textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {done && <p role="status">{done}</p>}
      <div className={styles.actions}>
        <Button type="submit" variant={next === 'blocked' ? 'primary' : 'secondary'} loading={change.isPending}>
          {next === 'blocked' ? <Trans>차단</Trans> : <Trans>차단 해제</Trans>}
        </Button>
      </div>
    </form>
  );
}

function Member({ loginId }: { loginId: string }) {
  const { t } = useLingui();
  const member = useAdminMember(loginId);
  const labels = useMemberLabels();
  const reasons = useDeclarationReasonLabels();
  const actionNames = useActionNames();
  const declarationStatuses: Record<string, string> = { pending: t`처리 대기`, dismissed: t`기각`, sanctioned: t`조치` };
  return (
    <QueryState query={member} loadingLabel={t`불러오는 중`} error={<Trans>회원을 찾을 수 없습니다.</Trans>}>
      {(m) => (
        <>
          <Card as="article" className={styles.article} aria-label={t`회원 정보`}>
            <PageTitle>
              {m.nickname} ({m.loginId})
            </PageTitle>
            <dl className={styles.meta}>
              <dt>
                <Trans>상태</Trans>
              </dt>
              <dd>{m.withdrawn ? labels.withdrawn : labels.statuses[m.status]}</dd>
              <dt>
                <Trans>등급</Trans>
              </dt>
              <dd>{labels.roles[m.role] ?? m.role}</dd>
              <dt>
                <Trans>브랜드</Trans>
              </dt>
              <dd>{m.brand}</dd>
              <dt>
                <Trans>가입일</Trans>
              </dt>
              <dd>
                <time dateTime={m.createdAt}>{m.createdAt.slice(0, 10)}</time>
              </dd>
            </dl>
            {!m.withdrawn && <StatusForm member={m} />}
          </Card>

          <section aria-label={t`진행 중인 제재`}>
            <h2>
              <Trans>진행 중인 제재</Trans>
            </h2>
            {m.sanctions.length === 0 ? (
              <p className={styles.meta}>
                <Trans>진행 중인 제재가 없습니다.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {m.sanctions.map((s) => (
                  <li key={s.id} className={styles.item}>
                    <span className={styles.content}>{s.reason}</span>{' '}
                    <span className={styles.meta}>
                      <time dateTime={s.createdAt}>{when(s.createdAt)}</time> ~ <time dateTime={s.until}>{when(s.until)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-label={t`받은 신고`}>
            <h2>
              <Trans>받은 신고</Trans>
            </h2>
            {m.declarations.length === 0 ? (
              <p className={styles.meta}>
                <Trans>받은 신고가 없습니다.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {m.declarations.map((d) => (
                  <li key={d.id} className={styles.item}>
                    <span className={styles.meta}>
                      <time dateTime={d.createdAt}>{when(d.createdAt)}</time> · {reasons[d.reason as keyof typeof reasons] ?? d.reason} · {declarationStatuses[d.status]} · {d.reporter.nickname} ({d.reporter.loginId})
                    </span>
                    {d.detail && <span className={styles.content}> {d.detail}</span>}
                  </li>
                ))}
              </ul>
            )}
            <Link to="/cs/admin/declarations">
              <Trans>신고 관리</Trans>
            </Link>
          </section>

          <section aria-label={t`운영 기록`}>
            <h2>
              <Trans>운영 기록</Trans>
            </h2>
            {m.actions.length === 0 ? (
              <p className={styles.meta}>
                <Trans>이 회원에 대한 운영 기록이 없습니다.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {m.actions.map((a) => (
                  <li key={a.id} className={styles.item}>
                    <span className={styles.meta}>
                      <time dateTime={a.createdAt}>{when(a.createdAt)}</time> · {a.operatorLoginId} · {actionNames[a.action] ?? a.action}
                    </span>
                    {a.reason && <span className={styles.content}> {a.reason}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryState>
  );
}

/** /cs/admin/members/{loginId}: a member's status, role, brand, sanctions, reports and operators' actions; block or unblock with a reason. */
export function MemberPage() {
  const { loginId = '' } = useParams();
  return (
    <Page width="wide">
      <div className={styles.head}>
        <Link to="/cs/admin/members">
          <Trans>회원 조회</Trans>
        </Link>
      </div>
      <StaffGate>
        <Member loginId={loginId} />
      </StaffGate>
    </Page>
  );
}
