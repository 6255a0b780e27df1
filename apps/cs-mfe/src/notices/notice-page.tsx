import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { oneQueryOfKind } from '@luvcast/api-client';
import type { NoticeKind } from '@luvcast/contracts';
import { Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from './notices.module.css';
import { NoticeContent } from '../shared/notice-content';
import { NOTICE_BASE, useNoticeKindTexts } from '../shared/notice-kinds';

/**
 * /cs/notices/:id, /cs/develop-notices/:id, /cs/guides/:id: one row, found through its kind's list
 * call (the spec has no detail call); its text as text, with the operator's images.
 */
export function NoticePage({ kind = 'notice' }: { kind?: NoticeKind }) {
  const { t } = useLingui();
  const texts = useNoticeKindTexts()[kind];
  const id = Number(useParams().id);
  const notice = useQuery(oneQueryOfKind(kind, Number.isInteger(id) ? id : -1));

  return (
    <Page width="wide">
      <Link to={NOTICE_BASE[kind]} className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      <QueryState query={notice} loadingLabel={t`불러오는 중`} error={texts.error}>
        {(found) =>
          found ? (
            <Card as="article" className={styles.article} data-notice-id={found.id}>
              <PageTitle>{found.title}</PageTitle>
              <time className={styles.date} dateTime={found.createdAt}>
                {found.createdAt.slice(0, 10)}
              </time>
              <NoticeContent content={found.content} />
            </Card>
          ) : (
            <section data-not-found>
              <PageTitle>{texts.notFound}</PageTitle>
            </section>
          )
        }
      </QueryState>
    </Page>
  );
}

/** /cs/develop-notices/:id */
export const DevelopNoticePage = () => <NoticePage kind="develop" />;
/** /cs/guides/:id */
export const GuidePage = () => <NoticePage kind="guide" />;
