import * as v from 'valibot';

/** GET /api/guest/banners: the active banners in display order (absolute image URLs). */
export const banner = v.object({
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.nullable(v.string()),
});
export type Banner = v.InferOutput<typeof banner>;
export const bannersResponse = v.object({ list: v.array(banner) });
export type BannersResponse = v.InferOutput<typeof bannersResponse>;

/** GET /api/guest/banners-newstyle: the same banners in the new layout (PC and mobile image, position from 0). */
export const bannerNewStyle = v.object({ ...banner.entries, mobileImageUrl: v.string(), position: v.number() });
export type BannerNewStyle = v.InferOutput<typeof bannerNewStyle>;
export const bannersNewStyleResponse = v.object({ list: v.array(bannerNewStyle) });
export type BannersNewStyleResponse = v.InferOutput<typeof bannersNewStyleResponse>;
