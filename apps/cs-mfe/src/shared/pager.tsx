import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@luvcast/ui';
import styles from './inquiries.module.css';

/** 이전 / 다음 with "page / pages" between (1-based `page`). */
export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={t`페이지`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Trans>이전</Trans>
      </Button>
      <span>
        {page} / {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <Trans>다음</Trans>
      </Button>
    </nav>
  );
}
