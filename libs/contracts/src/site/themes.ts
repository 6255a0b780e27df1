import * as v from 'valibot';

export const THEME_CODES = ['DARK', 'BLUE'] as const;

/** The site's colour themes (spec §3 enumerations); the shell's theme switch. */
export type ThemeCode = (typeof THEME_CODES)[number];

/** GET /api/guest/themes?device: the broadcast themes of the brand (live/themes.ts: `[{key, value, text}]`). */
export const themesQuery = v.object({ device: v.optional(v.picklist(['PC', 'MOBILE_WEB', 'APP', 'UNKNOWN', 'PCWEB', 'MOBILEWEB'], 'common.badRequest'), 'PC') });
export type ThemesQuery = v.InferInput<typeof themesQuery>;
