import { guestCheck } from './guest-check';

/** GET /api/guest/refcode/{code} -> 'ok' for an active partner code, 'notfound' otherwise. */
export const checkPartnerCode = (code: string) => guestCheck(`api/guest/refcode/${encodeURIComponent(code)}`);
