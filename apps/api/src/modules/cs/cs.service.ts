import type { NoticeListPage } from '@luvcast/contracts';
import type { App } from '../../types';

export type CsServiceDeps = Pick<App, 'notices' | 'popups'>;

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

    /** The brand's popups showing now (popups table), in display order; image paths as stored. */
    popups: async (brand: string) => ({
      list: (await app.popups.showing(brand)).map((p) => ({ id: p.id, title: p.title, content: p.content, imageUrl: p.imageUrl, linkUrl: p.linkUrl, createdAt: p.createdAt.toISOString() })),
    }),

    /** `isNew` when a notice was posted in the last NEW_BOARD_DAYS days. */
    async newBoard() {
      const latest = await app.notices.latest();
      const isNew = !!latest && Date.now() - latest.createdAt.getTime() < NEW_BOARD_DAYS * 86_400_000;
      return { isNew, latestId: latest?.id ?? null, latestAt: latest?.createdAt.toISOString() ?? null };
    },
  };
}
export type CsService = ReturnType<typeof createCsService>;
