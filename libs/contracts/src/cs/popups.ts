import * as v from 'valibot';

/** GET /api/guest/popups: the popups of the request host's brand now showing, in display order (absolute image URLs). */
export const popupsResult = v.object({
  list: v.array(v.object({ id: v.number(), title: v.string(), content: v.string(), imageUrl: v.nullable(v.string()), linkUrl: v.nullable(v.string()), createdAt: v.string() })),
});
export type PopupsResult = v.InferOutput<typeof popupsResult>;

/** GET /api/guest/find-new-board: the "new" badge of the customer-service board. */
export const newBoardResult = v.object({ isNew: v.boolean(), latestId: v.nullable(v.number()), latestAt: v.nullable(v.string()) });
export type NewBoardResult = v.InferOutput<typeof newBoardResult>;
