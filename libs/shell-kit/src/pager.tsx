import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@luvcast/ui';
import styles from './pager.module.css';

/** 이전 / 다음 with "page / pages" between (1-based `page`); `label` names the navigation (default 페이지). */
export function Pager({ page, pages, onChange, label }: { page: number; pages: number; onChange: (page: number) => void; label?: string }) {
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={label ?? t`페이지`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Trans>이전</Trans>
      </Button>
      <span aria-live="polite">
        {page} / {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <Trans>다음</Trans>
      </Button>
    </nav>
  );
}
