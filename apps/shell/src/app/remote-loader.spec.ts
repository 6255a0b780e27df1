import { loadRemote } from '@module-federation/enhanced/runtime';
import { activateLocale, i18n } from '@luvcast/i18n';
import { loadRemoteRoutes } from './remote-loader';
import { remoteComponent } from './remote-dialog';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.Mock;

const remote = { name: 'cs_mfe', entry: 'http://luv.localhost:4202/remoteEntry.js', prefixes: ['/cs'] };

describe("a remote's catalog is in before the remote renders (docs/adr/0024)", () => {
  beforeEach(() => activateLocale('ko', async () => ({})));

  it("resolves the routes once the remote's strings of the active locale are loaded", async () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const messages = jest.fn(async (locale: string) => {
      await arrived;
      return { 'cs.title': [locale === 'ko' ? '고객센터' : 'Support'] };
    });
    load.mockResolvedValue({ routes: [{ path: 'cs' }], messages });
    let routes: unknown = null;
    const loading = loadRemoteRoutes(remote).then((r) => (routes = r));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(messages).toHaveBeenCalledWith('ko');
    expect(routes).toBeNull();
    release();
    await loading;
    expect(routes).toEqual([{ path: 'cs' }]);
    expect(i18n._('cs.title')).toBe('고객센터');
  });

  it("gives a remote's dialog its strings before it renders", async () => {
    const LoginDialog = () => null;
    load.mockResolvedValue({ LoginDialog, messages: async () => ({ 'auth.dialog': ['로그인'] }) });
    await expect(remoteComponent('auth_mfe/login-dialog', 'LoginDialog')()).resolves.toBe(LoginDialog);
    expect(i18n._('auth.dialog')).toBe('로그인');
  });
});
