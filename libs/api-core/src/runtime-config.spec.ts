import { runtimeConfig, setRenderRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  afterEach(() => {
    setRenderRuntimeConfig(null);
    delete window.__LUVCAST_CONFIG__;
  });

  it("is the page's inlined config, else the brand host's api. origin", () => {
    window.__LUVCAST_CONFIG__ = { apiOrigin: 'http://api.lex.localhost:4000', chatOrigin: 'http://lex.localhost:4100' };
    expect(runtimeConfig()).toEqual({ apiOrigin: 'http://api.lex.localhost:4000', chatOrigin: 'http://lex.localhost:4100' });
    delete window.__LUVCAST_CONFIG__;
    expect(runtimeConfig().apiOrigin).toMatch(/^http:\/\/(api\.)?localhost:4000$/);
  });

  it('is what the server render sets while it renders (the links it writes are the browser’s), and no longer after', () => {
    setRenderRuntimeConfig({ apiOrigin: 'https://api.bell.example', chatOrigin: 'https://bell.example' });
    expect(runtimeConfig()).toEqual({ apiOrigin: 'https://api.bell.example', chatOrigin: 'https://bell.example' });
    setRenderRuntimeConfig(null);
    expect(runtimeConfig().apiOrigin).not.toBe('https://api.bell.example');
  });
});
