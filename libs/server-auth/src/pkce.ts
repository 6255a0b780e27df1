import { createHash } from 'node:crypto';

/** PKCE (RFC 7636) S256: the code challenge of a verifier, base64url(SHA-256(verifier)) without padding. */
export function pkceS256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
