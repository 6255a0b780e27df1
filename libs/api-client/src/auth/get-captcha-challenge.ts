import { api, json } from '../client';

/** An ALTCHA-style proof-of-work challenge: find n with sha256(salt + n) === challenge. */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  signature: string;
  maxnumber?: number;
}

/** GET /api/auth/captcha/challenge (fetched fresh each time: challenges are single use). */
export const getCaptchaChallenge = () => json<PowChallenge & Record<string, unknown>>(api.get('api/auth/captcha/challenge'));
