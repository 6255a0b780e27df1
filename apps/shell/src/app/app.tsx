import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, profileQuery } from '@luvcast/api-client';
import type { PageProps } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { LuvcastI18nProvider } from '@luvcast/i18n';
import type { Brand } from '@luvcast/brand-config';
import { BrandContext } from '@luvcast/shell-kit';
import type { LoadedManifest } from './remotes-manifest';
import { seedFirstScreenData } from './first-screen-data';
import { Layout } from './layout';
import { RemoteOutlet } from './remote-outlet';
import { MaintenancePage } from './maintenance-page';

/** The shell's routes: the client's browser router and the server render's memory router use these. */
export function createShellRoutes(manifest: LoadedManifest): RouteObject[] {
  return [
    {
      // pathless layout: its one child '*' matches every URL, '/' included, so remotes' useRoutes
      // sees the whole path (a '/' parent would match '/' alone and render an empty outlet)
      element: <Layout />,
      children: [
        // shell-owned: the maintenance page must show even when remotes cannot load
        { path: 'notices/maintenance', element: <MaintenancePage /> },
        { path: '*', element: <RemoteOutlet manifest={manifest} /> },
      ],
    },
  ];
}

export function createShellRouter(manifest: LoadedManifest) {
  return createBrowserRouter(createShellRoutes(manifest));
}

export type ShellRouter = ReturnType<typeof createShellRouter>;

/**
 * The one QueryClient with what the page's HTML carried: the server's session lookup (`me`: a
 * signed-in member needs no second profile call) and the first screen's data (`firstScreenData`,
 * window.__LUVCAST_DATA__). The server render seeds its own the same way, so both render the same.
 */
export function createShellQueryClient(pageProps: Partial<PageProps>, firstScreenData: unknown): QueryClient {
  const client = createQueryClient();
  const me = pageProps.me;
  if (me && typeof me.loginId === 'string') {
    client.setQueryData(profileQuery().queryKey, me);
    useSessionStore.getState().setMe({ loginId: me.loginId, nickname: me.nickname, role: me.role });
  }
  seedFirstScreenData(client, firstScreenData);
  return client;
}

/** Providers (the brand for useBrand(), one QueryClient, one I18nProvider) around the router. */
export function ShellProviders({ brand, queryClient, children }: { brand: Brand; queryClient: QueryClient; children: ReactNode }) {
  return (
    <BrandContext.Provider value={brand}>
      <QueryClientProvider client={queryClient}>
        <LuvcastI18nProvider>{children}</LuvcastI18nProvider>
      </QueryClientProvider>
    </BrandContext.Provider>
  );
}

/**
 * The shell in the browser: providers around the data router. The page's bootstrap makes the router
 * and the QueryClient before it renders (not in this component's first render: the hydration's first
 * unit of work, which cannot yield, held them too: ~20 ms, x4 on Lighthouse's slowed CPU).
 */
export function App({ brand, queryClient, router }: { brand: Brand; queryClient: QueryClient; router: ShellRouter }) {
  return (
    <ShellProviders brand={brand} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
