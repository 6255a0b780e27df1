/**
 * `fn` of a Host header value (or another short request-chosen key, such as host and origin),
 * remembered for the keys seen: every request asks the same few (the brands' `api.` hosts), and the
 * answer depends on the key alone. Bounded, since the header is
 * the caller's to choose: past `max` hosts the memory starts over, a host longer than a DNS name
 * (255) is never kept, and `keep` may refuse values (e.g. a failed check) so made-up hosts do not
 * fill it.
 */
export const MEMO_HOST_MAX_LENGTH = 255;
export function memoByHost<T>(fn: (host: string) => T, max = 1000, keep: (value: T) => boolean = () => true): (host: string) => T {
  const seen = new Map<string, T>();
  return (host) => {
    if (host.length > MEMO_HOST_MAX_LENGTH) return fn(host);
    let value = seen.get(host);
    if (value === undefined && !seen.has(host)) {
      value = fn(host);
      if (!keep(value)) return value;
      if (seen.size >= max) seen.clear();
      seen.set(host, value);
    }
    return value as T;
  };
}
