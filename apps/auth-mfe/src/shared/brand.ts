import type { Brand } from '@luvcast/brand-config';
import { COOKIES, MARKETING_PARTNER_CODE, SOCIAL_LOGIN_SWITCH, SOCIAL_PROVIDERS, type ChannelingSwitching, type SocialProvider } from '@luvcast/contracts';
import { readCookie } from '@luvcast/web-cookies';

/**
 * Social providers the brand (`useBrand()`) offers and whose platform switch is on (spec §2: a
 * button is hidden when its switch is off). Without `switches` (not loaded, or unreachable): the
 * brand's offer only.
 */
export const enabledSocialProviders = (brand: Brand, switches?: ChannelingSwitching): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((p) => brand.features.social[p] && (!switches || switches[SOCIAL_LOGIN_SWITCH[p]]));

/** The partner code cookie (stored by the web server only when nobody is signed in). */
export const readPartnerCode = (): string => readCookie(COOKIES.partnerCode) ?? '';

/**
 * The one partner code for which the domestic/foreigner tab strip is hidden (spec §2: "hidden for
 * one particular partner code"). We use the marketing partner XIN (seeded in the partners table).
 */
export const TAB_STRIP_HIDDEN_PARTNER_CODE = MARKETING_PARTNER_CODE;

/** Is the domestic / foreigner strip shown? Not for the partner code TAB_STRIP_HIDDEN_PARTNER_CODE nor on brands without foreigner sign-up. */
export const showsSignUpTabs = (brand: Brand): boolean => readPartnerCode() !== TAB_STRIP_HIDDEN_PARTNER_CODE && brand.features.foreignerSignup;
