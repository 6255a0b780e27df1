import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@luvcast/api-client';
import { LuvcastI18nProvider } from '@luvcast/i18n';
import type { Brand } from '@luvcast/brand-config';
import type { RemotesManifest } from './remotes-manifest';
import { Layout } from './layout';
import { RemoteOutlet } from './remote-outlet';
import { BrandContext } from './brand-context';

export function createShellRouter(manifest: RemotesManifest) {
  return createBrowserRouter([
    {
      // pathless layout: its one child '*' matches every URL, '/' included, so remotes' useRoutes
      // sees the whole path (a '/' parent would match '/' alone and render an empty outlet)
      element: <Layout />,
      children: [{ path: '*', element: <RemoteOutlet manifest={manifest} /> }],
    },
  ]);
}

/** Providers (one QueryClient, one I18nProvider) around the data router. */
export function App({ brand, manifest }: { brand: Brand; manifest: RemotesManifest }) {
  const [queryClient] = useState(createQueryClient);
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
