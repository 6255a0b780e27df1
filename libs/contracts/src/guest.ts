import * as v from 'valibot';
import { intFromQuery } from './pagination';
import type { SocialProvider } from './signup';

export const suggestionListQuery = v.object({
  memberId: v.optional(v.pipe(v.string(), v.maxLength(15, 'common.badRequest'))),
  limit: v.optional(intFromQuery(1, 100), 20),
});
export type SuggestionListQuery = v.InferInput<typeof suggestionListQuery>;

export const channelCard = v.object({
  channelId: v.string(),
  loginId: v.string(),
  nickname: v.string(),
  title: v.string(),
  isLive: v.boolean(),
  viewerCount: v.number(),
  thumbnailUrl: v.nullable(v.string()),
  profileImage: v.nullable(v.string()),
});
export type ChannelCard = v.InferOutput<typeof channelCard>;
export const suggestionListResponse = v.object({ list: v.array(channelCard) });
export type SuggestionListResponse = v.InferOutput<typeof suggestionListResponse>;

export const banner = v.object({
  id: v.number(),
  title: v.string(),
  imageUrl: v.string(),
  linkUrl: v.nullable(v.string()),
});
export type Banner = v.InferOutput<typeof banner>;
export const bannersResponse = v.object({ list: v.array(banner) });
export type BannersResponse = v.InferOutput<typeof bannersResponse>;

/** GET /api/guest/channeling-switching: the platform switches of the request host's brand (spec §3, §6). */
export const PLATFORM_SWITCH_NAMES = [
  'broadcast',
  'broadcasting',
  'adultBroadcast',
  'adultPlusBroadcast',
  'isSnsLoginKakao',
  'isSnsLoginNaver',
  'isSnsLoginGoogle',
  'isSnsLoginTwitch',
] as const;
export type PlatformSwitchName = (typeof PLATFORM_SWITCH_NAMES)[number];
export type ChannelingSwitching = Record<PlatformSwitchName, boolean>;
/** The switch that governs each social login provider (spec §2: its button is hidden when off). */
export const SOCIAL_LOGIN_SWITCH: Record<SocialProvider, PlatformSwitchName> = {
  kakao: 'isSnsLoginKakao',
  naver: 'isSnsLoginNaver',
  google: 'isSnsLoginGoogle',
  twitch: 'isSnsLoginTwitch',
};
