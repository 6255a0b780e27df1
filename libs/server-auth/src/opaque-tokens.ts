import { createHash, randomFillSync } from 'node:crypto';

/**
 * A source of random tokens of `bytes` bytes each (base64url), drawn from the CSPRNG `count` tokens
 * at a time: one `randomFillSync` per batch instead of a call (a system call) per token, the way
 * `crypto.randomUUID` caches its entropy. Each byte is handed out once.
 */
export function randomTokens(bytes: number, count = 256): () => string {
  const entropy = Buffer.alloc(bytes * count);
  let used = entropy.length;
  return () => {
    if (used + bytes > entropy.length) {
      randomFillSync(entropy);
      used = 0;
    }
    const token = entropy.toString('base64url', used, used + bytes);
    used += bytes;
    return token;
  };
}

/** A new opaque refresh token (256 random bits, base64url). */
export const newOpaqueToken = randomTokens(32, 128);

/** What is stored for an opaque token: its SHA-256, hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
