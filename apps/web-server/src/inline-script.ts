/** JSON for inside an HTML script element: no `<`, `>`, `&`, U+2028 or U+2029 left as such. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An inline script that puts `value` on `window[name]` (`nonce`: the page's CSP nonce). */
export function globalScript(name: string, value: unknown, nonce?: string): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>window.${name}=${scriptSafeJson(value)}</script>`;
}
