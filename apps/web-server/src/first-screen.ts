import { FIRST_SCREEN_DATA_GLOBAL, firstScreenQueries, type FirstScreenData } from '@luvcast/shell-contract';
import { callApi, type InternalApi } from './first-render';
import { globalScript } from './inline-script';

// The first screen's data in the page (docs/adr/0017-first-page-preloads.md): the public reads of
// the page (libs/shell-contract firstScreenQueries), made server to server in parallel with the
// first render and inlined, so the page shows them without a browser -> API round trip after its
// scripts ran. A read that fails or is slow is left out: the page then asks for it itself.

/** A first-screen read gives up after this: the page must not wait long for its own HTML. */
export const FIRST_SCREEN_CALL_TIMEOUT_MS = 1500;

export interface FirstScreenRequest {
  pathname: string;
  query: Record<string, string>;
  /** the visitor's cookies and language: the API answers exactly what the page's own call would get */
  cookieHeader: string | undefined;
  acceptLanguage: string | undefined;
}

export async function loadFirstScreenData(api: InternalApi, input: FirstScreenRequest): Promise<FirstScreenData> {
  const headers: Record<string, string> = {};
  if (input.cookieHeader) headers.cookie = input.cookieHeader;
  if (input.acceptLanguage) headers['accept-language'] = input.acceptLanguage;
  const answers = await Promise.all(
    firstScreenQueries(input.pathname, input.query).map(async ({ key, path }) => {
      try {
        const response = await callApi(api, path, { headers, timeoutMs: FIRST_SCREEN_CALL_TIMEOUT_MS });
        return response.status === 200 ? { key, data: response.json() } : null;
      } catch {
        return null;
      }
    }),
  );
  return answers.filter((a): a is FirstScreenData[number] => a !== null);
}

/** The inline script (with the page's CSP nonce); empty when there is nothing to carry. */
export function firstScreenScript(data: FirstScreenData, nonce?: string): string {
  return data.length === 0 ? '' : globalScript(FIRST_SCREEN_DATA_GLOBAL, data, nonce);
}

/** The first banner's image (the home page's largest paint above the fold), to preload with the HTML. */
export function firstBannerImage(data: FirstScreenData): string | null {
  const banners = data.find((d) => d.key[0] === 'guest' && d.key[1] === 'banners')?.data as { list?: { imageUrl?: unknown }[] } | undefined;
  const url = banners?.list?.[0]?.imageUrl;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}
