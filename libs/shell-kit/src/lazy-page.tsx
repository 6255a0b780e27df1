import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route element whose page loads in its own chunk on first visit:
 * `{ path: 'cs/notices', element: lazyPage(() => import('./notices/notice-list-page').then((m) => m.NoticeListPage)) }`.
 * React.lazy, not the route's `lazy` (the shell renders remote routes with `useRoutes`, which
 * does not run route `lazy`); the remote root's Suspense shows a spinner meanwhile.
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}
