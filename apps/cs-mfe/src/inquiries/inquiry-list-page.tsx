import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInquiries } from '@luvcast/api-client';
import { MemberGate, Pager } from '@luvcast/shell-kit';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import { useCategoryLabels } from '../shared/inquiry-labels';
import styles from '../shared/inquiries.module.css';

const LIMIT = 10;

function Inquiries() {
  const { t } = useLingui();
  const labels = useCategoryLabels();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inquiries = useInquiries((page - 1) * LIMIT, LIMIT);
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });
  return (
    <QueryState
      query={inquiries}
      loadingLabel={t`불러오는 중`}
      error={<Trans>문의 내역을 불러오지 못했습니다.</Trans>}
      empty={<Trans>작성한 문의가 없습니다.</Trans>}
      isEmpty={(data) => data.list.length === 0}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / LIMIT));
        return (
          <>
            {data.unreadAnswers > 0 && (
              <p role="status">
                <Trans>새 답변 {data.unreadAnswers}개가 있습니다.</Trans>
              </p>
            )}
            <ul className={styles.list} aria-busy={inquiries.isPlaceholderData} aria-label={t`문의 내역`}>
              {data.list.map((inquiry) => (
                <li key={inquiry.id} className={styles.item}>
                  <Link to={`/cs/inquiries/${inquiry.id}`} className={styles.link}>
                    <span className={`${styles.status} ${inquiry.status === 'answered' ? styles.answered : ''}`}>{inquiry.status === 'answered' ? t`답변 완료` : t`답변 대기`}</span>
                    <span className={styles.meta}>{labels[inquiry.category]}</span>
                    <span className={styles.title}>{inquiry.title}</span>
                    {inquiry.answerUnread && (
                      <span className={styles.unread}>
                        <Trans>새 답변</Trans>
                      </span>
                    )}
                    <time className={styles.meta} dateTime={inquiry.createdAt}>
                      {inquiry.createdAt.slice(0, 10)}
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

/** /cs/inquiries?page=N: the member's 1:1 inquiries with their status and new answers. */
export function InquiryListPage() {
  return (
    <Page width="wide">
      <div className={styles.head}>
        <PageTitle>
          <Trans>1:1 문의</Trans>
        </PageTitle>
        <span className={styles.actions}>
          <Link to="/cs/declarations">
            <Trans>신고 내역</Trans>
          </Link>
          <Link to="/cs/inquiries/new">
            <Trans>문의하기</Trans>
          </Link>
        </span>
      </div>
      <MemberGate>{() => <Inquiries />}</MemberGate>
    </Page>
  );
}
