import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@luvcast/ui';
import styles from './shared.module.css';

/** Previous / next over `total` items, `limit` a page; `offset` is the first item shown. */
export function Pager({ offset, limit, total, onChange }: { offset: number; limit: number; total: number; onChange: (offset: number) => void }) {
  const { t } = useLingui();
  if (total <= limit) return null;
  const page = Math.floor(offset / limit) + 1;
  const pages = Math.ceil(total / limit);
  return (
    <nav className={styles.pager} aria-label={t`페이지`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(Math.max(0, offset - limit))}>
        <Trans>이전</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          {page} / {pages} 페이지
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onChange(offset + limit)}>
        <Trans>다음</Trans>
      </Button>
    </nav>
  );
}
