import type { CaptchaChallenge } from '@luvcast/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

type Payload = Exclude<Parameters<typeof verifySolution>[0], string>;

/** The challenge the client solves (ALTCHA v1 format, `captchaChallenge` of the contracts). */
export type { CaptchaChallenge };

export interface CaptchaOptions {
  hmacKey: string;
  /** upper bound of the secret number (difficulty: the client tries up to this many hashes) */
  maxNumber: number;
  ttlS: number;
}

/** The solution's payload, as the client sends it: base64 of this JSON (the captchaToken). */
export interface CaptchaPayload {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/**
 * Self-hosted proof-of-work captcha (ALTCHA, altcha-lib v1 protocol). The challenge is signed with
 * an HMAC key and carries its expiry in the salt; a solution is accepted once: `verify` spends the
 * nonce `captcha:<challenge>` in the shared nonces table, so a replay fails on every instance.
 */
export class Captcha {
  constructor(private readonly options: CaptchaOptions) {}

  async challenge(): Promise<CaptchaChallenge> {
    const c = await createChallenge({
      hmacKey: this.options.hmacKey,
      maxnumber: this.options.maxNumber,
      expires: new Date(Date.now() + this.options.ttlS * 1000),
      algorithm: 'SHA-256',
    });
    return { algorithm: c.algorithm, challenge: c.challenge, salt: c.salt, signature: c.signature, maxnumber: c.maxnumber ?? this.options.maxNumber };
  }

  /** True for a valid, unexpired, never-used solution; `useOnce(key, ttlS)` spends it. */
  async verify(token: string, useOnce: (key: string, ttlS: number) => Promise<boolean>): Promise<boolean> {
    const payload = decodePayload(token);
    if (!payload) return false;
    let valid = false;
    try {
      valid = await verifySolution(payload as unknown as Payload, this.options.hmacKey, true);
    } catch {
      return false;
    }
    if (!valid) return false;
    const expires = Number(extractParams(payload as unknown as Payload).expires);
    const ttlS = Number.isFinite(expires) ? Math.max(1, Math.ceil(expires - Date.now() / 1000)) + 60 : this.options.ttlS;
    return useOnce(`captcha:${payload.challenge}`, ttlS);
  }
}

function decodePayload(token: string): CaptchaPayload | null {
  if (typeof token !== 'string' || token.length > 2000) return null;
  try {
    const raw: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    if (!raw || typeof raw !== 'object') return null;
    const p = raw as Record<string, unknown>;
    if (typeof p.algorithm !== 'string' || typeof p.challenge !== 'string' || typeof p.salt !== 'string' || typeof p.signature !== 'string') return null;
    if (typeof p.number !== 'number' || !Number.isSafeInteger(p.number)) return null;
    return { algorithm: p.algorithm, challenge: p.challenge, number: p.number, salt: p.salt, signature: p.signature };
  } catch {
    return null;
  }
}
