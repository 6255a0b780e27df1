import type { NoticeListPage } from '@luvcast/contracts';
import type { App } from '../../types';

export type CsServiceDeps = Pick<App, 'notices'>;

/** Popups: the important notices of this many days. */
export const POPUP_DAYS = 30;
/** The board badge is "new" while a notice is younger than this many days. */
export const NEW_BOARD_DAYS = 7;

const noticeOf = (n: { id: number; title: string; content: string; createdAt: Date }) => ({ id: n.id, title: n.title, content: n.content, createdAt: n.createdAt.toISOString() });

/** Customer service: notices (the list, popups and the board's "new" badge). */
export function createCsService(app: CsServiceDeps) {
  return {
    /** Important notices first, then the newest. */
    async noticeList(page: NoticeListPage) {
      const { list, total } = await app.notices.list(page);
      return { list: list.map((n) => ({ ...noticeOf(n), isImportant: n.isImportant })), total };
    },

    /** The important notices of the last POPUP_DAYS days, newest first. */
    popups: async () => ({ list: (await app.notices.importantSince(POPUP_DAYS)).map(noticeOf) }),

    /** `isNew` when a notice was posted in the last NEW_BOARD_DAYS days. */
    async newBoard() {
      const latest = await app.notices.latest();
      const isNew = !!latest && Date.now() - latest.createdAt.getTime() < NEW_BOARD_DAYS * 86_400_000;
      return { isNew, latestId: latest?.id ?? null, latestAt: latest?.createdAt.toISOString() ?? null };
    },
  };
}
export type CsService = ReturnType<typeof createCsService>;
