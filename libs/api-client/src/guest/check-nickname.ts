import { api, json } from '../client';
import { guestResult } from './guest-check';

/** GET /api/guest/nickname/{nickname} -> 'overlap' when taken, 'ok' when free. */
export const checkNickname = async (nickname: string) => guestResult(await json<unknown>(api.get(`api/guest/nickname/${encodeURIComponent(nickname)}`)));
