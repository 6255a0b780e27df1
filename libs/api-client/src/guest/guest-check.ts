import { api, toApiError } from '@luvcast/api-core';

/** Guest checks answer text/plain (`overlap`, `ok`, `notfound` or a nickname); a JSON string or `{ result }` is accepted too. */
export function guestResult(body: string): string {
  const text = body.trim();
  if (text.startsWith('"') || text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed;
      if (parsed && typeof parsed === 'object' && typeof (parsed as { result?: unknown }).result === 'string') return (parsed as { result: string }).result;
    } catch {
      // a nickname may start with { or ": keep the text
    }
  }
  return text;
}

/** GET a guest check path and return its answer string. */
export async function guestCheck(path: string): Promise<string> {
  try {
    return guestResult(await api.get(path).text());
  } catch (error) {
    throw await toApiError(error);
  }
}
