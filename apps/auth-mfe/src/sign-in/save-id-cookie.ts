import { COOKIES, LOCALE_COOKIE_MAX_AGE_S } from '@luvcast/contracts';
import { readCookie } from '@luvcast/i18n';

/** The saved ID (save-ID checkbox), read when the form opens. */
export const readSavedId = (): string => readCookie(COOKIES.saveId) ?? '';

export function writeSavedId(loginId: string | null): void {
  document.cookie = loginId
    ? `${COOKIES.saveId}=${encodeURIComponent(loginId)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`
    : `${COOKIES.saveId}=; Max-Age=0; Path=/; SameSite=Lax`;
}
