import * as v from 'valibot';

/** GET /api/guest/logo-list: every brand's logo, `current` for the request host's brand. */
export const logoListResult = v.object({ list: v.array(v.object({ brand: v.string(), name: v.string(), text: v.string(), src: v.string(), current: v.boolean() })) });
export type LogoListResult = v.InferOutput<typeof logoListResult>;
