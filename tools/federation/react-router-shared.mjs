// The module the shell and every remote share as `react-router` (tools/federation/shared.cjs):
// exactly the names the workspace imports from react-router, re-exported from the package's
// production build under an alias (`react-router-package`, tools/webpack/create-web-config.cjs)
// that is not a share key, so this file does not consume itself. A shared module is provided whole
// (any remote may use any export); re-exporting what we use lets webpack drop the rest of the
// package (server rendering, data APIs we do not use) from the one copy every page loads.
// tools/federation/shared.spec.ts fails when code imports a name missing here.
export {
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-package';
