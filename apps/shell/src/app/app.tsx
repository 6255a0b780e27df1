import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, profileQuery } from '@luvcast/api-client';
import type { PageProps } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { LuvcastI18nProvider } from '@luvcast/i18n';
import type { Brand } from '@luvcast/brand-config';
import { BrandContext } from '@luvcast/shell-kit';
import { FIRST_SCREEN_DATA_GLOBAL } from '@luvcast/shell-contract';
import type { LoadedManifest } from './remotes-manifest';
import { seedFirstScreenData } from './first-screen-data';
import { Layout } from './layout';
import { RemoteOutlet } from './remote-outlet';
import { MaintenancePage } from './maintenance-page';

export function createShellRouter(manifest: LoadedManifest) {
  return createBrowserRouter([
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
  ]);
}

/** Providers (the brand for useBrand(), one QueryClient, one I18nProvider) around the data router. */
export function App({ brand, manifest, pageProps = {} }: { brand: Brand; manifest: LoadedManifest; pageProps?: Partial<PageProps> }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // the server's session lookup (first render): a signed-in member needs no second profile call
    const me = pageProps.me;
    if (me && typeof me.loginId === 'string') {
      client.setQueryData(profileQuery().queryKey, me);
      useSessionStore.getState().setMe({ loginId: me.loginId, nickname: me.nickname, role: me.role });
    }
    seedFirstScreenData(client, (globalThis as Record<string, unknown>)[FIRST_SCREEN_DATA_GLOBAL]);
    return client;
  });
  const [router] = useState(() => createShellRouter(manifest));
  return (
    <BrandContext.Provider value={brand}>
      <QueryClientProvider client={queryClient}>
        <LuvcastI18nProvider>
          <RouterProvider router={router} />
        </LuvcastI18nProvider>
      </QueryClientProvider>
    </BrandContext.Provider>
  );
}
