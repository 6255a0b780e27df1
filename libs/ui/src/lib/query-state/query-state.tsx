import type { ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';

/** What QueryState reads of a query (a TanStack Query result fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /**
   * The failure text, in a `role="alert"` paragraph (also for a finished query without data).
   * `null` shows nothing.
   */
  error: ReactNode;
  /** screen-reader text of the loading spinner (`role="status"`); without it the spinner is decorative */
  loadingLabel?: string;
  /** replaces the spinner while the query is pending (`null` shows nothing) */
  loading?: ReactNode;
  /** when `isEmpty(data)`: this text in a paragraph instead of the children (`null` shows nothing) */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** the loaded data */
  children: (data: T) => ReactNode;
}

/**
 * The loading / error / empty / data states of one query, drawn the same on every page: a 24 px
 * spinner, the error text as an alert, the empty text, or the children with the data.
 */
export function QueryState<T>({ query, error, loadingLabel, loading, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return loading !== undefined ? <>{loading}</> : <Spinner size={24} label={loadingLabel} />;
  if (query.isError || query.data === undefined) return error === null ? null : <p role="alert">{error}</p>;
  if (isEmpty?.(query.data)) return empty === null || empty === undefined ? null : <p>{empty}</p>;
  return <>{children(query.data)}</>;
}
