import { i18n, activateLocale, switchLocale, initI18n } from './i18n';
import { readLocaleCookie } from './locale-cookie';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('locale cookie', () => {
  beforeEach(clearCookies);

  it('defaults to ko without a cookie', () => {
    expect(readLocaleCookie()).toBe('ko');
  });

  it('reads luvcast_locale and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; luvcast_locale=en')).toBe('en');
    expect(readLocaleCookie('luvcast_locale=fr')).toBe('ko');
  });

  it('writes the cookie for a year when switching, and activates the locale', async () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    await switchLocale('en', async () => ({}));
    expect(set).toHaveBeenCalledWith(expect.stringContaining('luvcast_locale=en; Max-Age=31536000; Path=/'));
    set.mockRestore();
    expect(readLocaleCookie()).toBe('en');
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('activates the cookie locale at boot', async () => {
    document.cookie = 'luvcast_locale=en; Path=/';
    await initI18n(async () => ({}));
    expect(i18n.locale).toBe('en');
  });
});

describe('catalog loading', () => {
  it('loads the compiled ko catalog lazily and merges the contract texts', async () => {
    await activateLocale('ko');
    expect(i18n.locale).toBe('ko');
    expect(i18n._('auth.signin.invalid')).toBe('계정 정보가 올바르지 않습니다.');
  });

  it('gives ja the English contract texts', async () => {
    await activateLocale('ja');
    expect(i18n._('auth.id.empty')).toBe('Please check ID.');
  });

  it('warns and uses empty messages when a locale fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await activateLocale('zh', () => Promise.reject(new Error('chunk failed')));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the zh messages'), expect.any(Error));
    expect(i18n.locale).toBe('zh');
    expect(i18n._('common.notFound')).toBe('Not found.');
    warn.mockRestore();
  });
});
