import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { listQueryOfKind } from '@luvcast/api-client';
import { PAGE_SIZES, type NoticeKind } from '@luvcast/contracts';
import { Page, PageTitle, QueryState } from '@luvcast/ui';
import { Pager } from '@luvcast/shell-kit';
import styles from './notices.module.css';
import { NOTICE_BASE, NoticeKindLinks, useNoticeKindTexts } from '../shared/notice-kinds';

const LIMIT = PAGE_SIZES.items;

/**
 * /cs/notices, /cs/develop-notices, /cs/guides (?page=N): one kind's list (GET /api/cs/notice-list,
 * /develop-notice-list, /guide-list) with offset/limit paging and links to the other two.
 */
export function NoticeListPage({ kind = 'notice' }: { kind?: NoticeKind }) {
  const { t } = useLingui();
  const texts = useNoticeKindTexts()[kind];
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rows = useQuery({
    ...listQueryOfKind(kind, { offset: (page - 1) * LIMIT, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const go = (n: number) => setParams(n === 1 ? {} : { page: String(n) });

  return (
    <Page width="wide">
      <PageTitle>{texts.title}</PageTitle>
      <NoticeKindLinks />
      <QueryState query={rows} loadingLabel={t`불러오는 중`} error={texts.error} empty={texts.empty} isEmpty={(data) => data.list.length === 0}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / LIMIT));
          return (
            <>
              <ul className={styles.list} aria-busy={rows.isPlaceholderData} data-notice-list={kind}>
                {data.list.map((notice) => (
                  <li key={notice.id} className={styles.item}>
                    <Link to={`${NOTICE_BASE[kind]}/${notice.id}`} className={styles.link}>
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

/** /cs/develop-notices: developer notices. */
export const DevelopNoticeListPage = () => <NoticeListPage kind="develop" />;
/** /cs/guides: help guides. */
export const GuideListPage = () => <NoticeListPage kind="guide" />;
