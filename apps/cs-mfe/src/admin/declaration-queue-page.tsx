import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDecideDeclaration, useDeclarationQueue, type DeclarationQueueStatus } from '@luvcast/api-client';
import { HIDEABLE_DECLARATION_TARGETS, type AdminDeclaration } from '@luvcast/contracts';
import { Button, Card, Page, PageTitle, QueryState, Tabs, TextField } from '@luvcast/ui';
import { Pager, useDeclarationReasonLabels, useFailureText } from '@luvcast/shell-kit';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';

const LIMIT = 20;

function useLabels() {
  const { t } = useLingui();
  const reasons = useDeclarationReasonLabels();
  const targets: Record<string, string> = { member: t`회원`, live: t`방송`, message: t`쪽지`, post: t`게시글`, comment: t`댓글` };
  const statuses: Record<AdminDeclaration['status'], string> = { pending: t`처리 대기`, dismissed: t`기각`, sanctioned: t`제재` };
  return { reasons, targets, statuses };
}

/**
 * An operator decides a report: a reason always, days for a sanction; a reported post, comment or
 * message can also be hidden (the post's author sees the reason; a message leaves the reporter's box).
 */
function Decision({ declaration }: { declaration: AdminDeclaration }) {
  const { t } = useLingui();
  const decide = useDecideDeclaration();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const failureText = useFailureText();
  const failure = decide.error ? failureText(decide.error) : null;
  const hideable = (HIDEABLE_DECLARATION_TARGETS as readonly string[]).includes(declaration.targetType);
  const send = (action: 'dismiss' | 'sanction' | 'hide') => decide.mutate({ id: declaration.id, action, reason, ...(action === 'sanction' ? { days: Number(days) } : {}) });
  return (
    <form className={styles.form} aria-label={t`신고 처리`} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        <span>
          <Trans>처리 사유</Trans>
        </span>
        <textarea value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <TextField label={t`제재 기간 (일)`} name="days" inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))} />
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" loading={decide.isPending} onClick={() => send('dismiss')}>
          <Trans>기각</Trans>
        </Button>
        {hideable && (
          <Button type="button" variant="secondary" loading={decide.isPending} onClick={() => send('hide')}>
            <Trans>내용 숨김</Trans>
          </Button>
        )}
        <Button type="button" loading={decide.isPending} disabled={!declaration.target} onClick={() => send('sanction')}>
          <Trans>회원 제재</Trans>
        </Button>
      </div>
    </form>
  );
}

function Queue({ status }: { status: DeclarationQueueStatus }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [page, setPage] = useState(1);
  const queue = useDeclarationQueue(status, (page - 1) * LIMIT, LIMIT);
  return (
    <QueryState query={queue} loadingLabel={t`불러오는 중`} error={<Trans>신고를 불러오지 못했습니다.</Trans>} empty={<Trans>신고가 없습니다.</Trans>} isEmpty={(d) => d.list.length === 0}>
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <ul className={styles.files} aria-label={t`신고 목록`}>
              {data.list.map((d) => (
                <li key={d.id}>
                  <Card as="article" className={styles.article} data-declaration-id={d.id}>
                    <p className={styles.meta}>
                      {d.brand} · {labels.targets[d.targetType] ?? d.targetType} · {labels.reasons[d.reason]} · <time dateTime={d.createdAt}>{d.createdAt.slice(0, 16).replace('T', ' ')}</time> · {labels.statuses[d.status]}
                    </p>
                    <p>
                      <Trans>
                        신고한 회원: {d.reporter.nickname} ({d.reporter.loginId}) → 대상: {d.target ? `${d.target.nickname} (${d.target.loginId})` : '-'}
                      </Trans>
                    </p>
                    {d.detail && (
                      // the reporter's own words (a quoted chat line among them is theirs too, not a record)
                      <div className={styles.content}>
                        <span className={styles.meta}>
                          <Trans>신고자가 적은 내용:</Trans>
                        </span>{' '}
                        {d.detail}
                      </div>
                    )}
                    {d.snapshot !== null && (
                      <blockquote className={styles.answer} aria-label={t`신고된 내용`}>
                        <div className={styles.content}>{d.snapshot}</div>
                      </blockquote>
                    )}
                    {d.status === 'pending' ? <Decision declaration={d} /> : <p className={styles.content}>{d.resolution}</p>}
                  </Card>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={page} pages={pages} onChange={setPage} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/admin/declarations?status=pending|handled: operators dismiss reports or sanction members. */
export function DeclarationQueuePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status: DeclarationQueueStatus = params.get('status') === 'handled' ? 'handled' : 'pending';
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>신고 관리</Trans>
        </PageTitle>
        <span className={styles.actions}>
          <Link to="/cs/admin">
            <Trans>운영 홈</Trans>
          </Link>
          <Link to="/cs/admin/inquiries">
            <Trans>문의 관리</Trans>
          </Link>
        </span>
      </div>
      <StaffGate>
        <Tabs<DeclarationQueueStatus>
          aria-label={t`신고 상태`}
          items={[
            { id: 'pending', label: t`처리 대기` },
            { id: 'handled', label: t`처리 완료` },
          ]}
          value={status}
          onChange={(id) => setParams({ status: id })}
        />
        <Queue key={status} status={status} />
      </StaffGate>
    </Page>
  );
}
