import * as v from 'valibot';
import type { SocialProvider } from '../social/oauth';

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
export const channelingSwitching = v.object(
  Object.fromEntries(PLATFORM_SWITCH_NAMES.map((n) => [n, v.boolean()])) as Record<PlatformSwitchName, v.BooleanSchema<undefined>>,
);
/** The switch that governs each social login provider (spec §2: its button is hidden when off). */
export const SOCIAL_LOGIN_SWITCH: Record<SocialProvider, PlatformSwitchName> = {
  kakao: 'isSnsLoginKakao',
  naver: 'isSnsLoginNaver',
  google: 'isSnsLoginGoogle',
  twitch: 'isSnsLoginTwitch',
};
