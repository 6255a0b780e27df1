import { Link, useParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useNotice } from '@luvcast/api-client';
import { Spinner } from '@luvcast/ui';
import styles from './notices.module.css';

/** /cs/notices/:id: one notice, found through the list call (the spec has no detail call). */
export function NoticePage() {
  const id = Number(useParams().id);
  const { data: notice, isPending, isError } = useNotice(Number.isInteger(id) ? id : -1);

  return (
    <div className={styles.page}>
      <Link to="/cs/notices" className={styles.back}>
        <Trans>목록으로</Trans>
      </Link>
      {isPending ? (
        <Spinner size={24} />
      ) : isError ? (
        <p role="alert">
          <Trans>공지사항을 불러오지 못했습니다.</Trans>
        </p>
      ) : !notice ? (
        <section data-not-found>
          <h1 className={styles.title}>
            <Trans>공지사항을 찾을 수 없습니다.</Trans>
          </h1>
        </section>
      ) : (
        <article className={styles.article} data-notice-id={notice.id}>
          <h1 className={styles.title}>{notice.title}</h1>
          <time className={styles.date} dateTime={notice.createdAt}>
            {notice.createdAt.slice(0, 10)}
          </time>
          <div className={styles.content}>{notice.content}</div>
        </article>
      )}
    </div>
  );
}
