import { COOKIES, DEFAULT_LOCALE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '@luvcast/contracts';
import { readCookie } from '@luvcast/web-cookies';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale from the `luvcast_locale` cookie; ko when absent or unknown. */
export function readLocaleCookie(cookieString?: string): Locale {
  const value = readCookie(COOKIES.locale, cookieString);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Writes the locale cookie for one year, site-wide. */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${COOKIES.locale}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}
