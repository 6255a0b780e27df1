import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@luvcast/ui';
import { HydrationGate } from './hydration-gate';

function PageLoading() {
  const { t } = useLingui();
  return <Spinner size={24} label={t`불러오는 중`} />;
}

/**
 * A route element whose page loads in its own chunk on first visit:
 * `{ path: 'cs/notices', element: lazyPage(() => import('./notices/notice-list-page').then((m) => m.NoticeListPage)) }`.
 * React.lazy, not the route's `lazy` (the shell renders remote routes with `useRoutes`, which
 * does not run route `lazy`). Each page has its own Suspense boundary: the router navigates in a
 * transition, which would keep the previous page on screen while the chunk loads; a boundary
 * that mounts with the new route shows its spinner at once instead, as a page without a chunk
 * would show its own loading state. A server-rendered page stays marked `aria-disabled` until it is
 * hydrated (HydrationGate).
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<PageLoading />}>
      <HydrationGate>
        <Page />
      </HydrationGate>
    </Suspense>
  );
}
