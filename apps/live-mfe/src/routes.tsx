import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { HomePage } from './home/home-page';

/** Exposed as live_mfe/routes (root-relative paths; live_mfe owns the '/' prefix). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [{ index: true, element: <HomePage /> }],
  },
];
