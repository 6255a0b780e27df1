import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '@luvcast/api-client';
import { Card, Page, PageTitle, QueryState } from '@luvcast/ui';
import styles from './notices.module.css';

/** /cs/notices/:id: one notice, found through the list call (the spec has no detail call). */
export function NoticePage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const notice = useNotice(Number.isInteger(id) ? id : -1);

  return (
    <Page width="wide">
      <Link to="/cs/notices" className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      <QueryState query={notice} loadingLabel={t`불러오는 중`} error={<Trans>공지사항을 불러오지 못했습니다.</Trans>}>
        {(found) =>
          found ? (
            <Card as="article" className={styles.article} data-notice-id={found.id}>
              <PageTitle>{found.title}</PageTitle>
              <time className={styles.date} dateTime={found.createdAt}>
                {found.createdAt.slice(0, 10)}
              </time>
              <div className={styles.content}>{found.content}</div>
            </Card>
          ) : (
            <section data-not-found>
              <PageTitle>
                <Trans>공지사항을 찾을 수 없습니다.</Trans>
              </PageTitle>
            </section>
          )
        }
      </QueryState>
    </Page>
  );
}
