import { COOKIES } from '@luvcast/contracts';
import { readCookie } from '@luvcast/web-cookies';

/**
 * The saved ID (save-ID checkbox), read when the form opens. The API writes and clears the
 * cookie on sign-in (`saveId` in the body; domain cookie readable by the brand site), so the
 * page never writes it.
 */
export const readSavedId = (): string => readCookie(COOKIES.saveId) ?? '';
