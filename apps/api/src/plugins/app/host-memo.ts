/**
 * `fn` of a Host header value, remembered for the hosts seen: every request asks the same few
 * (the brands' `api.` hosts), and the answer depends on the host alone. Bounded, since the header is
 * the caller's to choose: past `max` hosts the memory starts over.
 */
export function memoByHost<T>(fn: (host: string) => T, max = 1000): (host: string) => T {
  const seen = new Map<string, T>();
  return (host) => {
    let value = seen.get(host);
    if (value === undefined && !seen.has(host)) {
      value = fn(host);
      if (seen.size >= max) seen.clear();
      seen.set(host, value);
    }
    return value as T;
  };
}
