import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInquiryQueue, type InquiryQueueStatus } from '@luvcast/api-client';
import { Page, PageTitle, QueryState, Tabs } from '@luvcast/ui';
import { Pager } from '@luvcast/shell-kit';
import { useCategoryLabels } from '../shared/inquiry-labels';
import { StaffGate } from './staff-gate';
import styles from '../shared/inquiries.module.css';

const LIMIT = 20;

function Queue({ status }: { status: InquiryQueueStatus }) {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queue = useInquiryQueue(status, (page - 1) * LIMIT, LIMIT);
  const go = (n: number) => setParams({ status, ...(n > 1 ? { page: String(n) } : {}) });
  return (
    <QueryState
      query={queue}
      loadingLabel={t`불러오는 중`}
      error={<Trans>문의를 불러오지 못했습니다.</Trans>}
      empty={status === 'waiting' ? <Trans>답변을 기다리는 문의가 없습니다.</Trans> : <Trans>답변한 문의가 없습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            <p className={styles.meta}>
              <Trans>모두 {data.total}건</Trans>
            </p>
            <ul className={styles.list} aria-label={t`문의 목록`} aria-busy={queue.isPlaceholderData}>
              {data.list.map((inquiry) => (
                <li key={inquiry.id} className={styles.item}>
                  <Link to={`/cs/admin/inquiries/${inquiry.id}`} className={styles.link}>
                    <span className={styles.meta}>{inquiry.brand}</span>
                    <span className={styles.meta}>{labels[inquiry.category]}</span>
                    <span className={styles.title}>{inquiry.title}</span>
                    <span className={styles.meta}>
                      {inquiry.nickname} ({inquiry.loginId})
                    </span>
                    {inquiry.attachments.length > 0 && <span className={styles.meta}>{t`파일 ${inquiry.attachments.length}개`}</span>}
                    <time className={styles.meta} dateTime={inquiry.createdAt}>
                      {inquiry.createdAt.slice(0, 16).replace('T', ' ')}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 && <Pager page={page} pages={pages} onChange={go} />}
          </>
        );
      }}
    </QueryState>
  );
}

/** /cs/admin/inquiries?status=waiting|answered: the operators' inquiry queue. */
export function InquiryQueuePage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const status: InquiryQueueStatus = params.get('status') === 'answered' ? 'answered' : 'waiting';
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>문의 관리</Trans>
        </PageTitle>
        <span className={styles.actions}>
          <Link to="/cs/admin/declarations">
            <Trans>신고 관리</Trans>
          </Link>
          <Link to="/cs/admin/agency-invites">
            <Trans>에이전시 초대</Trans>
          </Link>
          <Link to="/cs/admin/operator-actions">
            <Trans>운영 기록</Trans>
          </Link>
        </span>
      </div>
      <StaffGate>
        <Tabs<InquiryQueueStatus>
          aria-label={t`문의 상태`}
          items={[
            { id: 'waiting', label: t`답변 대기` },
            { id: 'answered', label: t`답변 완료` },
          ]}
          value={status}
          onChange={(id) => setParams({ status: id })}
        />
        <Queue key={status} status={status} />
      </StaffGate>
    </Page>
  );
}
