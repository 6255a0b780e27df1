import * as v from 'valibot';

/**
 * GET /api/guest/themes: the broadcast themes (categories) of the request host's brand, as the
 * broadcaster app reads them: `key` the theme id (`themeId` of /api/m/channel/config),
 * `value` its code, `text` its label.
 */
export const broadcastTheme = v.object({ key: v.number(), value: v.string(), text: v.string() });
export type BroadcastTheme = v.InferOutput<typeof broadcastTheme>;
export const broadcastThemesResponse = v.array(broadcastTheme);
export type BroadcastThemesResponse = v.InferOutput<typeof broadcastThemesResponse>;
