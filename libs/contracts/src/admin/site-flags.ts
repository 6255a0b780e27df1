import * as v from 'valibot';

const switchName = v.pipe(v.string(), v.regex(/^[A-Za-z_]{1,40}$/, 'common.badRequest'));

/** PUT /api/admin/site-flags (answers the site status, `siteStatus`). */
export const siteFlagsBody = v.object({
  maintenance: v.optional(v.boolean()),
  emergency: v.optional(v.boolean()),
  /** platform switches (channeling-switching), stored as site flags `switch:<name>` */
  switches: v.optional(v.record(switchName, v.boolean())),
});
export type SiteFlagsBody = v.InferInput<typeof siteFlagsBody>;
