import type { Brand } from '@luvcast/brand-config';
import { PLATFORM_SWITCH_NAMES, SOCIAL_LOGIN_SWITCH, type ChannelingSwitching, type PlatformSwitchName, type SocialProvider } from '@luvcast/contracts';
import type { App } from '../../types';

/** The platform switches of GET /api/guest/channeling-switching (spec §3, §6), named in contracts. */
export const SWITCH_NAMES = PLATFORM_SWITCH_NAMES;
export type SwitchName = PlatformSwitchName;
export type PlatformSwitches = ChannelingSwitching;

/** The switch that governs each social login provider. */
export const SOCIAL_SWITCH = SOCIAL_LOGIN_SWITCH;

/** What a brand offers (brand-config); operators can only switch these off platform-wide. */
export function brandSwitchDefaults(brand: Brand): PlatformSwitches {
  const f = brand.features;
  return {
    broadcast: true,
    broadcasting: true,
    adultBroadcast: f.adultBroadcast,
    adultPlusBroadcast: f.adultBroadcast,
    isSnsLoginKakao: f.social.kakao,
    isSnsLoginNaver: f.social.naver,
    isSnsLoginGoogle: f.social.google,
    isSnsLoginTwitch: f.social.twitch,
  };
}

/**
 * The switches for a brand: on when the brand offers the feature and no operator switched it off
 * (site flag `switch:<name>` = off, set by PUT /api/admin/site-flags or `npm run site`).
 */
export async function platformSwitches(app: Pick<App, 'siteFlags'>, brand: Brand): Promise<PlatformSwitches> {
  const flags = await app.siteFlags.getMany(SWITCH_NAMES.map((n) => `switch:${n}` as const));
  const defaults = brandSwitchDefaults(brand);
  return Object.fromEntries(SWITCH_NAMES.map((n) => [n, defaults[n] && flags[`switch:${n}`] !== 'off'])) as PlatformSwitches;
}

/** Is social login with `provider` switched on for the brand? */
export async function socialLoginOn(app: Pick<App, 'siteFlags'>, brand: Brand, provider: SocialProvider): Promise<boolean> {
  return (await platformSwitches(app, brand))[SOCIAL_SWITCH[provider]];
}
