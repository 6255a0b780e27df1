import { copyAccessCookieToSiteDomain, detectAppType, readPageProps } from './page-props';

function fakeWindow(search: string, extra: Record<string, unknown> = {}): Window {
  return { location: { search }, ...extra } as unknown as Window;
}

describe('page props and the app webview', () => {
  it('reads the injected props, empty when absent', () => {
    expect(readPageProps(fakeWindow('', { __LUVCAST_PROPS__: { isMobile: true } }))).toEqual({ isMobile: true });
    expect(readPageProps(fakeWindow(''))).toEqual({});
  });

  it('detects the app webview by the bridge object or ?app=embed', () => {
    expect(detectAppType(fakeWindow('', { luvcastBridge: {} }), {})).toBe('embed');
    expect(detectAppType(fakeWindow('', { luvcastApp: { postMessage: () => undefined } }), { appType: 'web' })).toBe('embed');
    expect(detectAppType(fakeWindow('', { ReactNativeWebView: { postMessage: () => undefined } }), { appType: 'web' })).toBe('embed');
    expect(detectAppType(fakeWindow('?app=embed'), {})).toBe('embed');
    expect(detectAppType(fakeWindow(''), { appType: 'web' })).toBe('web');
    expect(detectAppType(fakeWindow(''), {})).toBe('web');
  });

  it('copies a readable access cookie to the site-wide domain, never noAccessToken', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; flx_oauth_access=tok.en';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    } as unknown as Document;
    expect(copyAccessCookieToSiteDomain(doc, 'luv.localhost')).toBe(true);
    expect(writes).toEqual(['flx_oauth_access=tok.en; domain=luv.localhost; path=/; samesite=lax']);

    const none = { cookie: 'flx_oauth_access=noAccessToken' } as unknown as Document;
    expect(copyAccessCookieToSiteDomain(none, 'luv.localhost')).toBe(false);
    expect(copyAccessCookieToSiteDomain(doc, 'localhost')).toBe(false);
  });
});
