import * as v from 'valibot';

export const THEME_CODES = ['DARK', 'BLUE'] as const;

/** GET /api/guest/themes?device: the themes in the brand's colours. */
export const themesQuery = v.object({ device: v.optional(v.picklist(['PC', 'MOBILE_WEB', 'APP', 'UNKNOWN', 'PCWEB', 'MOBILEWEB'], 'common.badRequest'), 'PC') });
export type ThemesQuery = v.InferInput<typeof themesQuery>;
export const themeEntry = v.object({ code: v.picklist(THEME_CODES), primary: v.string(), background: v.string(), surface: v.string(), text: v.string() });
export type ThemeEntry = v.InferOutput<typeof themeEntry>;
export const themesResult = v.object({ device: v.string(), defaultTheme: v.picklist(THEME_CODES), list: v.array(themeEntry) });
export type ThemesResult = v.InferOutput<typeof themesResult>;
