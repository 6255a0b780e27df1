import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import styles from './not-found.module.css';

/** Unknown paths (inside a remote or with no remote at all). */
export function NotFound() {
  return (
    <section className={styles.notFound} data-not-found>
      <h1>
        <Trans>페이지를 찾을 수 없습니다.</Trans>
      </h1>
      <Link to="/">
        <Trans>홈으로</Trans>
      </Link>
    </section>
  );
}
