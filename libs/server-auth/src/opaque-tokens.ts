import { createHash, randomBytes } from 'node:crypto';

/** A new opaque refresh token (256 random bits, base64url). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for an opaque token: its SHA-256, hex. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
