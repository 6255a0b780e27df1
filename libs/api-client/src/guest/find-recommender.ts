import { api, json } from '../client';
import { guestResult } from './guest-check';

/** GET /api/guest/findRecommender/{code} -> 'notfound' | 'overlap' | the recommender's nickname. */
export const findRecommender = async (code: string) => guestResult(await json<unknown>(api.get(`api/guest/findRecommender/${encodeURIComponent(code)}`)));
