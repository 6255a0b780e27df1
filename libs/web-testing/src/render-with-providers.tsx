import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@luvcast/contracts';
import { activateLocale, LuvcastI18nProvider } from '@luvcast/i18n';
import { useSessionStore } from '@luvcast/session';

/** Activates the ko catalog (compiled messages + contract texts), as the shell does at boot. */
export const activateKorean = () => act(() => activateLocale('ko'));

// every jsdom spec file that imports this module renders Korean pages (node specs only use the fetch stub)
if (typeof beforeAll === 'function' && typeof window !== 'undefined') beforeAll(activateKorean);

/** A QueryClient as the shell's (no retry), without garbage collection timers between tests. */
export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } } });

/** The session store as a fresh page has it (no member, no overlay, no refresh), or with `me`. */
export function resetSessionStore(me: Me | null = null): void {
  useSessionStore.setState({ ...useSessionStore.getInitialState(), me }, true);
}

export interface RenderWithProvidersOptions {
  /** the URL the router starts at (default '/') */
  route?: string;
  /** a route pattern to mount `ui` at, for pages that read params (`cs/notices/:id`) */
  path?: string;
  /** the member in the session store (default: a guest) */
  me?: Me | null;
  queryClient?: QueryClient;
  /** more providers around the router (e.g. a BrandContext.Provider) */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  /** the router's current path + search, as the page left it */
  location: () => string;
}

/**
 * Renders `ui` as the shell would: the I18nProvider (ko), one QueryClient, a MemoryRouter at
 * `route`, and a fresh session store.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { route = '/', path, me = null, queryClient = createTestQueryClient(), wrapper: Wrapper } = options;
  resetSessionStore(me);
  let where = route;
  function Where() {
    const { pathname, search } = useLocation();
    where = pathname + search;
    return null;
  }
  const tree = (
    <LuvcastI18nProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </LuvcastI18nProvider>
  );
  const result = render(Wrapper ? <Wrapper>{tree}</Wrapper> : tree);
  return { ...result, queryClient, location: () => where };
}
