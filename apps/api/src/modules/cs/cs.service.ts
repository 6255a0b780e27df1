import type { App } from '../../types';

export type CsServiceDeps = Pick<App, 'notices' | 'popups'>;

/** The board badge is "new" while a notice is younger than this many days. */
export const NEW_BOARD_DAYS = 7;

/** Customer service: popups and the board's "new" badge (the notice lists: notices.service.ts). */
export function createCsService(app: CsServiceDeps) {
  return {
    /** The brand's popups showing now (popups table), in display order; image paths as stored. */
    popups: async (brand: string) => ({
      list: (await app.popups.showing(brand)).map((p) => ({ id: p.id, title: p.title, content: p.content, imageUrl: p.imageUrl, linkUrl: p.linkUrl, createdAt: p.createdAt.toISOString() })),
    }),

    /** `isNew` when a notice shown on the brand was posted in the last NEW_BOARD_DAYS days. */
    async newBoard(brand: string) {
      const latest = await app.notices.latest({ kind: 'notice', brand });
      const isNew = !!latest && Date.now() - latest.createdAt.getTime() < NEW_BOARD_DAYS * 86_400_000;
      return { isNew, latestId: latest?.id ?? null, latestAt: latest?.createdAt.toISOString() ?? null };
    },
  };
}
export type CsService = ReturnType<typeof createCsService>;
