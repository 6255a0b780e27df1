import type { RemoteRoutesModule } from '@luvcast/shell-contract';
import { sessionStoreInstanceId } from '@luvcast/session';
import { createRemoteRoot, lazyPage } from '@luvcast/shell-kit';

// the remote's catalog: the shell adds it before it renders these routes (RemoteRoutesModule)
export { messages } from './messages';

// this remote's own import of the session store id: equal to the shell's only if federation shared one store
const RemoteRoot = createRemoteRoot('cs_mfe', sessionStoreInstanceId);

/** Exposed as cs_mfe/routes (root-relative paths); each page is its own chunk. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    element: <RemoteRoot />,
    children: [
      { path: 'cs/notices', element: lazyPage(() => import('./notices/notice-list-page').then((m) => m.NoticeListPage)) },
      { path: 'cs/notices/:id', element: lazyPage(() => import('./notices/notice-page').then((m) => m.NoticePage)) },
      { path: 'cs/develop-notices', element: lazyPage(() => import('./notices/notice-list-page').then((m) => m.DevelopNoticeListPage)) },
      { path: 'cs/develop-notices/:id', element: lazyPage(() => import('./notices/notice-page').then((m) => m.DevelopNoticePage)) },
      { path: 'cs/guides', element: lazyPage(() => import('./notices/notice-list-page').then((m) => m.GuideListPage)) },
      { path: 'cs/guides/:id', element: lazyPage(() => import('./notices/notice-page').then((m) => m.GuidePage)) },
      { path: 'cs/inquiries', element: lazyPage(() => import('./inquiries/inquiry-list-page').then((m) => m.InquiryListPage)) },
      { path: 'cs/inquiries/new', element: lazyPage(() => import('./inquiries/inquiry-write-page').then((m) => m.InquiryWritePage)) },
      { path: 'cs/inquiries/:id', element: lazyPage(() => import('./inquiries/inquiry-page').then((m) => m.InquiryPage)) },
      { path: 'cs/declarations', element: lazyPage(() => import('./declarations/declaration-list-page').then((m) => m.DeclarationListPage)) },
      { path: 'cs/boards/:channelId', element: lazyPage(() => import('./boards/board-list-page').then((m) => m.BoardListPage)) },
      { path: 'cs/boards/:channelId/new', element: lazyPage(() => import('./boards/board-write-page').then((m) => m.BoardWritePage)) },
      { path: 'cs/boards/:channelId/:boardId', element: lazyPage(() => import('./boards/board-post-page').then((m) => m.BoardPostPage)) },
      { path: 'cs/boards/:channelId/:boardId/edit', element: lazyPage(() => import('./boards/board-write-page').then((m) => m.BoardWritePage)) },
      { path: 'cs/admin', element: lazyPage(() => import('./admin/operator-home-page').then((m) => m.OperatorHomePage)) },
      { path: 'cs/admin/members', element: lazyPage(() => import('./admin/member-search-page').then((m) => m.MemberSearchPage)) },
      { path: 'cs/admin/members/:loginId', element: lazyPage(() => import('./admin/member-page').then((m) => m.MemberPage)) },
      { path: 'cs/admin/bank-accounts', element: lazyPage(() => import('./admin/bank-account-queue-page').then((m) => m.BankAccountQueuePage)) },
      { path: 'cs/admin/inquiries', element: lazyPage(() => import('./admin/inquiry-queue-page').then((m) => m.InquiryQueuePage)) },
      { path: 'cs/admin/inquiries/:id', element: lazyPage(() => import('./admin/inquiry-answer-page').then((m) => m.InquiryAnswerPage)) },
      { path: 'cs/admin/declarations', element: lazyPage(() => import('./admin/declaration-queue-page').then((m) => m.DeclarationQueuePage)) },
      { path: 'cs/admin/agency-invites', element: lazyPage(() => import('./admin/agency-invites-page').then((m) => m.AgencyInvitesPage)) },
      { path: 'cs/admin/notices', element: lazyPage(() => import('./admin/notice-admin-page').then((m) => m.NoticeAdminPage)) },
      { path: 'cs/admin/operator-actions', element: lazyPage(() => import('./admin/operator-actions-page').then((m) => m.OperatorActionsPage)) },
    ],
  },
];
