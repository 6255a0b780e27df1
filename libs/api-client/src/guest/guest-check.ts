/** Guest checks answer a bare string or `{ result }`: normalise to the string. */
export function guestResult(body: unknown): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    for (const key of ['result', 'value', 'nickname', 'msg']) if (typeof o[key] === 'string') return o[key] as string;
  }
  return '';
}
