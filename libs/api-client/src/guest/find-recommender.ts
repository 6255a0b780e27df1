import { guestCheck } from './guest-check';

/** GET /api/guest/findRecommender/{code} -> 'notfound' | 'overlap' | the recommender's nickname. */
export const findRecommender = (code: string) => guestCheck(`api/guest/findRecommender/${encodeURIComponent(code)}`);
