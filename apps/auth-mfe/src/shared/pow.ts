import type { PowChallenge } from '@luvcast/api-client';

const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
const ALGORITHMS: Record<string, string> = { 'SHA-256': 'SHA-256', 'SHA-384': 'SHA-384', 'SHA-512': 'SHA-512' };

/**
 * Finds n in 0..maxnumber with hash(salt + n) === challenge (WebCrypto, browser-safe), yielding to
 * the event loop between batches of 256. Null when no n matches (or `signal` aborts).
 */
export async function solvePow(c: PowChallenge, signal?: AbortSignal, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<number | null> {
  const algorithm = ALGORITHMS[c.algorithm.toUpperCase()] ?? 'SHA-256';
  const encoder = new TextEncoder();
  const max = c.maxnumber ?? 1_000_000;
  const target = c.challenge.toLowerCase();
  const batch = 256;
  for (let start = 0; start <= max; start += batch) {
    if (signal?.aborted) return null;
    const ns = Array.from({ length: Math.min(batch, max - start + 1) }, (_, i) => start + i);
    const hashes = await Promise.all(ns.map((n) => subtle.digest(algorithm, encoder.encode(c.salt + n))));
    const hit = hashes.findIndex((h) => hex(h) === target);
    if (hit >= 0) return ns[hit];
    // yield so the dialog stays responsive
    await new Promise((r) => setTimeout(r, 0));
  }
  return null;
}

/** The captchaToken: base64 of the ALTCHA payload JSON. */
export function powToken(c: PowChallenge, number: number): string {
  const json = JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature });
  return btoa(unescape(encodeURIComponent(json)));
}
