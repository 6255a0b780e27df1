import * as v from 'valibot';

const bad = 'common.badRequest';
const pincruxKey = (max: number) => v.pipe(v.string(), v.nonEmpty(bad), v.maxLength(max, bad), v.regex(/^[\w.:-]+$/, bad));

/** GET /api/guest/pincrux?appkey&pinkey: an offerwall (Pincrux) landing. */
export const pincruxQuery = v.object({ appkey: pincruxKey(64), pinkey: pincruxKey(100) });
export type PincruxQuery = v.InferInput<typeof pincruxQuery>;
export const pincruxResult = v.object({
  result: v.literal('ok'),
  appkey: v.string(),
  provider: v.string(),
  campaign: v.string(),
  firstClick: v.boolean(),
  clickedAt: v.string(),
});
export type PincruxResult = v.InferOutput<typeof pincruxResult>;
