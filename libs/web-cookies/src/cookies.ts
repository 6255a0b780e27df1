/**
 * Every cookie of a `Cookie` header or a `document.cookie` string, by name. The first of two
 * cookies with one name wins (browsers send the most specific path first); a value that is not
 * valid percent-encoding is kept as it is instead of throwing.
 */
export function parseCookies(cookieString: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!cookieString) return out;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.prototype.hasOwnProperty.call(out, name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

/** The page's `document.cookie`, or '' where there is no document (server, tests in node). */
const pageCookies = (): string => (typeof document === 'undefined' ? '' : (document.cookie ?? ''));

/** One cookie of the page (or of `cookieString`), undefined when it is not set. */
export function readCookie(name: string, cookieString: string = pageCookies()): string | undefined {
  const cookies = parseCookies(cookieString);
  return Object.prototype.hasOwnProperty.call(cookies, name) ? cookies[name] : undefined;
}
