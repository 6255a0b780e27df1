import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { noticeListQuery } from '@luvcast/api-client';
import { PAGE_SIZES } from '@luvcast/contracts';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from './notices.module.css';
import { Pager } from '../shared/pager';

const LIMIT = PAGE_SIZES.items;

/** /cs/notices?page=N: GET /api/cs/notice-list with offset/limit paging. */
export function NoticeListPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notices = useQuery({
    ...noticeListQuery({ offset: (page - 1) * LIMIT, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });

  return (
    <Page width="wide">
      <PageTitle>
        <Trans>공지사항</Trans>
      </PageTitle>
      <QueryState
        query={notices}
        loadingLabel={t`불러오는 중`}
        error={<Trans>공지사항을 불러오지 못했습니다.</Trans>}
        empty={<Trans>공지사항이 없습니다.</Trans>}
        isEmpty={(data) => data.list.length === 0}
      >
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / LIMIT));
          return (
            <>
              <ul className={styles.list} aria-busy={notices.isPlaceholderData} data-notice-list>
                {data.list.map((notice) => (
                  <li key={notice.id} className={styles.item}>
                    <Link to={`/cs/notices/${notice.id}`} className={styles.link}>
                      {notice.isImportant && (
                        <span className={styles.badge}>
                          <Trans>중요</Trans>
                        </span>
                      )}
                      <span className={styles.itemTitle}>{notice.title}</span>
                      <time className={styles.date} dateTime={notice.createdAt}>
                        {notice.createdAt.slice(0, 10)}
                      </time>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pager page={page} pages={pages} onChange={go} />
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
