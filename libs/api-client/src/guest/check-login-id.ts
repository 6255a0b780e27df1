import { api, json } from '../client';
import { guestResult } from './guest-check';

/** GET /api/guest/loginId/{id} -> 'overlap' when taken, 'ok' when free. */
export const checkLoginId = async (loginId: string) => guestResult(await json<unknown>(api.get(`api/guest/loginId/${encodeURIComponent(loginId)}`)));
