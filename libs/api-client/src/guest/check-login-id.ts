import { guestCheck } from './guest-check';

/** GET /api/guest/loginId/{id} -> 'overlap' when taken, 'ok' when free. */
export const checkLoginId = (loginId: string) => guestCheck(`api/guest/loginId/${encodeURIComponent(loginId)}`);
