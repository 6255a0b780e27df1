import { messages, messageText, type MessageKey } from '@luvcast/contracts';
import { loadContractTexts, type ContractTexts } from './catalogs';
import { i18n, activateLocale, addCatalog, switchLocale, initI18n, isContractMessage, messageFor } from './i18n';
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
    await initI18n({}, async () => ({}));
    expect(i18n.locale).toBe('en');
  });

  it("takes the contract texts from the page props at boot when they are the locale's, instead of loading them", async () => {
    document.cookie = 'luvcast_locale=en; Path=/';
    const texts = { 'auth.id.empty': 'Please check ID (from the page).' };
    await initI18n({ locale: 'en', messages: texts }, async () => ({}));
    expect(i18n._('auth.id.empty')).toBe('Please check ID (from the page).');
    expect(isContractMessage('auth.id.empty')).toBe(true);
    // props of another locale (or empty ones, a failed load on the server) are not used: the texts load
    await initI18n({ locale: 'ko', messages: { 'auth.id.empty': '아이디' } }, async () => ({}));
    expect(i18n._('auth.id.empty')).toBe('Please check ID.');
    await initI18n({ locale: 'en', messages: {} }, async () => ({}));
    expect(i18n._('auth.id.empty')).toBe('Please check ID.');
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

describe('contract message texts of the active locale only', () => {
  it('loads the texts of the locale it activates, never both languages', async () => {
    const asked: string[] = [];
    await activateLocale('ko', async () => ({}), async (locale) => {
      asked.push(locale);
      return (await loadContractTexts(locale)) as ContractTexts;
    });
    expect(asked).toEqual(['ko']);
    expect(i18n._('auth.id.empty')).toBe('아이디를 확인해주세요.');
  });

  it('gives ja and zh the English texts, ko the Korean ones, each the spec exact text of the API catalogue', async () => {
    for (const [locale, expected] of [['ko', 'ko'], ['en', 'en'], ['ja', 'en'], ['zh', 'en']] as const) {
      const texts = await loadContractTexts(locale);
      expect(Object.keys(texts)).toEqual(Object.keys(messages));
      for (const key of Object.keys(messages) as MessageKey[]) expect(texts[key]).toBe(messages[key][expected]);
    }
  });

  it('knows the contract keys of the loaded texts (the web isMessageKey) and fills placeholders like messageText', async () => {
    await activateLocale('en', async () => ({}));
    expect(isContractMessage('auth.signin.blocked')).toBe(true);
    expect(isContractMessage('이미 있는 아이디입니다.')).toBe(false);
    expect(isContractMessage('toString')).toBe(false);
    expect(messageFor('cs.file.count', { max: 5 })).toBe(messageText('cs.file.count', 'en', { max: 5 }));
    await activateLocale('ko', async () => ({}));
    expect(messageFor('auth.recommender.registered', { nickname: '데모회원' })).toBe('데모회원님이 추천인으로 등록됩니다.');
    // without params a text stays as written (the sign-up form fills {nickname} itself)
    expect(messageFor('auth.recommender.registered')).toBe(messages['auth.recommender.registered'].ko);
  });
});

describe("a remote's own catalog (docs/adr/0024)", () => {
  // a remote's compiled messages per locale, as its src/messages.ts gives them
  const remote = (texts: Record<string, string>) => {
    const asked: string[] = [];
    const loader = async (locale: string) => {
      asked.push(locale);
      return { 'remote.title': [texts[locale] ?? texts.en] } as Record<string, string[]>;
    };
    return { loader, asked };
  };
  const shell = async () => ({ 'shell.home': ['홈'] });

  it("shows the remote's strings in the active locale once added, beside the shell's", async () => {
    await activateLocale('ko', shell);
    const { loader } = remote({ ko: '공지사항', en: 'Notices' });
    await addCatalog(loader);
    expect(i18n._('remote.title')).toBe('공지사항');
    expect(i18n._('shell.home')).toBe('홈');
  });

  it('loads an added catalog in every locale the visitor switches to, with the shell catalog', async () => {
    await activateLocale('ko', shell);
    const { loader, asked } = remote({ ko: '충전', en: 'Charge' });
    await addCatalog(loader);
    await switchLocale('en', async () => ({ 'shell.home': ['Home'] }));
    expect(asked).toEqual(['ko', 'en']);
    expect(i18n._('remote.title')).toBe('Charge');
    expect(i18n._('shell.home')).toBe('Home');
  });

  it('shows a remote added while a locale switch is under way in the locale switched to', async () => {
    await activateLocale('ko', shell);
    let shellLoaded!: () => void;
    const slowShell = (locale: string) => new Promise<Record<string, string[]>>((resolve) => (shellLoaded = () => resolve({ 'shell.home': [locale === 'en' ? 'Home' : '홈'] })));
    const switching = switchLocale('en', slowShell as never);
    // the visitor picked English before the page's remote had loaded: it loads now
    const asked: string[] = [];
    await addCatalog(async (locale) => {
      asked.push(locale);
      return { 'auth.label.id': [locale === 'en' ? 'ID' : '아이디'] };
    });
    shellLoaded();
    await switching;
    expect(i18n.locale).toBe('en');
    expect(asked).toContain('en');
    expect(i18n._('auth.label.id')).toBe('ID');
    expect(i18n._('shell.home')).toBe('Home');
  });

  it('loads a catalog once however many of the remote modules add it (routes, a dialog)', async () => {
    await activateLocale('ko', shell);
    const { loader, asked } = remote({ ko: '선물하기' });
    await Promise.all([addCatalog(loader), addCatalog(loader)]);
    await addCatalog(loader);
    expect(asked).toEqual(['ko']);
  });

  it('warns and keeps the page working when a remote catalog fails to load', async () => {
    await activateLocale('ko', shell);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(addCatalog(() => Promise.reject(new Error('chunk failed')))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load the ko messages'), expect.any(Error));
    expect(i18n._('shell.home')).toBe('홈');
    warn.mockRestore();
  });
});
