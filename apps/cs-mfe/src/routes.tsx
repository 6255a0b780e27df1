import type { RouteObject } from 'react-router';
import { RemoteRoot } from './remote-root';
import { NoticeListPage } from './notices/notice-list-page';
import { NoticePage } from './notices/notice-page';

/** Exposed as cs_mfe/routes (root-relative paths). */
export const routes: RouteObject[] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'cs/notices', element: <NoticeListPage /> },
      { path: 'cs/notices/:id', element: <NoticePage /> },
    ],
  },
];
