import { useCallback, useMemo, useState } from 'react';

/** A new Idempotency-Key: a UUID (crypto.randomUUID where the page is a secure context, else from getRandomValues). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The key of one user action: the same while its inputs (`deps`, e.g. amount and message) stay the
 * same, so pressing again after a network error retries the same action (the API sends it once);
 * `renew()` after a success starts the next action. New inputs are a new action.
 */
export function useIdempotencyKey(deps: readonly unknown[]): { key: string; renew: () => void } {
  const [round, setRound] = useState(0);
  // a new key for every round and for new inputs
  const key = useMemo(() => newIdempotencyKey(), [round, ...deps]);
  const renew = useCallback(() => setRound((r) => r + 1), []);
  return { key, renew };
}
