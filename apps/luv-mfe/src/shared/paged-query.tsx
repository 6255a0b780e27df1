import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { QueryState, type QueryLike } from '@luvcast/ui';
import { Pager } from '@luvcast/shell-kit';
import shared from './shared.module.css';

interface Page {
  total: number;
  offset: number;
  limit: number;
}

/**
 * A paged list read: loading and failure (QueryState), `empty` when there is nothing, else the
 * page (`children`) and the pager under it.
 */
export function PagedQuery<P extends Page>({ query, error, empty, onPage, children }: { query: QueryLike<P>; error: ReactNode; empty: ReactNode; onPage: (offset: number) => void; children: (page: P) => ReactNode }) {
  const { t } = useLingui();
  return (
    <QueryState query={query} loadingLabel={t`불러오는 중`} error={error}>
      {(page) =>
        page.total === 0 ? (
          <p className={shared.empty}>{empty}</p>
        ) : (
          <>
            {children(page)}
            {page.total > page.limit && (
              <Pager page={Math.floor(page.offset / page.limit) + 1} pages={Math.ceil(page.total / page.limit)} onChange={(n) => onPage((n - 1) * page.limit)} />
            )}
          </>
        )
      }
    </QueryState>
  );
}
