import type { CaptchaChallenge } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/**
 * An ALTCHA-style proof-of-work challenge: find n with sha256(salt + n) === challenge. The API
 * always sends `maxnumber`; a solver reads it as optional (its own default otherwise).
 */
export type PowChallenge = Omit<CaptchaChallenge, 'maxnumber'> & Partial<Pick<CaptchaChallenge, 'maxnumber'>>;

/** GET /api/auth/captcha/challenge (fetched fresh each time: challenges are single use). */
export const getCaptchaChallenge = () => json<CaptchaChallenge>(api.get('api/auth/captcha/challenge'));
