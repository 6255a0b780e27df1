import * as v from 'valibot';

/**
 * GET /api/auth/captcha/challenge: an ALTCHA (v1) proof-of-work challenge. The client finds
 * `number` in 0..maxnumber with sha256(salt + number) === challenge and sends
 * base64(JSON { algorithm, challenge, number, salt, signature }) as the captchaToken.
 */
export const captchaChallenge = v.object({
  algorithm: v.string(),
  challenge: v.string(),
  salt: v.string(),
  signature: v.string(),
  maxnumber: v.number(),
});
export type CaptchaChallenge = v.InferOutput<typeof captchaChallenge>;
