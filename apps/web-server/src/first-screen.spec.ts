import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { firstBannerImage, firstScreenScript, loadFirstScreenData } from './first-screen';

let server: http.Server;
let url = '';
const seen: { path: string; host?: string; cookie?: string; language?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ path: String(req.url), host: req.headers.host, cookie: req.headers.cookie, language: req.headers['accept-language'] });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/guest/banners') return res.end(JSON.stringify({ list: [{ id: 1, title: '</script><b>', imageUrl: 'http://api.luv.localhost:4000/static/images/b.png' }] }));
    if (req.url === '/api/guest/themes') return res.end(JSON.stringify([{ key: 1, text: '음악' }]));
    if (req.url?.startsWith('/api/lives')) return res.end(JSON.stringify({ list: [], total: 0 }));
    res.statusCode = 503;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the first screen data the page carries', () => {
  it("reads the home page's public data server to server with the visitor's cookies and language, leaving out what failed", async () => {
    seen.length = 0;
    const data = await loadFirstScreenData({ url, host: 'api.luv.localhost:4000' }, { pathname: '/', query: { theme: '2' }, cookieHeader: 'flx_uuid=abc', acceptLanguage: 'ja' });
    expect(seen.map((s) => s.path).sort()).toEqual(['/api/guest/banners', '/api/guest/suggestion-list?limit=20', '/api/guest/themes', '/api/lives?offset=0&limit=20&theme=2']);
    expect(seen.every((s) => s.host === 'api.luv.localhost:4000' && s.cookie === 'flx_uuid=abc' && s.language === 'ja')).toBe(true);
    // the suggestions answered 503: left out, the page asks for them itself
    expect(data.map((d) => d.key)).toEqual([['guest', 'banners'], ['guest', 'themes'], ['live', 'lives', '2', null, 0, 20]]);
    expect(firstBannerImage(data)).toBe('http://api.luv.localhost:4000/static/images/b.png');
  });

  it('reads nothing for pages without first-screen data, and an unreachable API gives an empty list', async () => {
    seen.length = 0;
    expect(await loadFirstScreenData({ url, host: 'x' }, { pathname: '/signin', query: {}, cookieHeader: undefined, acceptLanguage: undefined })).toEqual([]);
    expect(seen).toEqual([]);
    expect(await loadFirstScreenData({ url: 'http://127.0.0.1:1', host: 'x' }, { pathname: '/', query: {}, cookieHeader: undefined, acceptLanguage: undefined })).toEqual([]);
  });

  it('inlines the data as a nonce-carrying script that markup in the data cannot close', () => {
    const script = firstScreenScript([{ key: ['guest', 'banners'], data: { title: '</script><script>alert(1)</script>' } }], 'n0nce');
    expect(script.startsWith('<script nonce="n0nce">window.__LUVCAST_DATA__=')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(firstScreenScript([], 'n0nce')).toBe('');
  });
});
