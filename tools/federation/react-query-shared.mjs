// The module the shell and every remote share as `@tanstack/react-query` (tools/federation/shared.cjs):
// exactly the names the workspace imports from it, re-exported from the package under an alias
// (`react-query-package`, tools/webpack/create-web-config.cjs) that is not a share key, so this file
// does not consume itself — the react-router technique (react-router-shared.mjs). A shared module is
// provided whole; re-exporting what we use lets webpack drop the rest of react-query and of
// @tanstack/query-core, which is bundled here (not shared on its own: no web code imports it, so the
// page has one copy, inside this module). tools/federation/shared.spec.ts fails when code imports a
// name missing here, or a value from @tanstack/query-core.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-package';
