import { guestCheck } from './guest-check';

/** GET /api/guest/nickname/{nickname} -> 'overlap' when taken, 'ok' when free. */
export const checkNickname = (nickname: string) => guestCheck(`api/guest/nickname/${encodeURIComponent(nickname)}`);
