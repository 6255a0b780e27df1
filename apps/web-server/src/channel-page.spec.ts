// The channel pages' HTML as public recorders read it: the web server on port 0 and a fake API
// (a local peer) on another port 0 answering the channel-page and stream reads, over real HTTP.
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from './config';
import { ports } from './ports';
import { createWebApp } from './web-app';
import { CHANNEL_NOT_FOUND_MESSAGE, LIVE_LOGIN_REQUIRED_MESSAGE, LIVE_OFFLINE_MESSAGE } from './channel-page';
import { scriptSafeJson } from './inline-script';

const names = Object.keys(ports.remotes);
const NASTY_TITLE = '노래방송 </script><script>alert(1)</script> "> \u2028 & 끝';

const owner = (id: number, loginId: string, nickname: string) => ({ id, loginId, nickname, profileImage: null });
const channelInfo = (id: number, o: ReturnType<typeof owner>, isLive: boolean, title: string, isForAdult = false) => ({
  id,
  title,
  owner: o,
  themeId: 1,
  themeText: '음악',
  resolution: '720',
  isLive,
  liveStreamId: isLive ? id * 10 : null,
  viewerCount: 3,
  thumbnailUrl: null,
  isForAdult,
  hasPassword: false,
  minRatingLevel: 0,
  maxViewerCount: 0,
  features: {},
  followerCount: 1,
  favoriteCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
});
const channels: Record<string, ReturnType<typeof channelInfo>> = {
  '7': channelInfo(7, owner(2, 'bjstar01', '별빛BJ'), true, NASTY_TITLE),
  '8': channelInfo(8, owner(3, 'bjadult1', '밤BJ'), true, '성인 방송', true),
  '9': channelInfo(9, owner(4, 'bjquiet1', '쉬는BJ'), false, '쉬는 중'),
};
const streamOf = (c: ReturnType<typeof channelInfo>) => ({
  channelId: c.id,
  title: c.title,
  thumbUrl: `http://luv.localhost:4400/hls/${c.id * 10}/thumb.jpg`,
  viewerCount: 3,
  isForAdult: c.isForAdult,
  stream: { id: c.id * 10, title: c.title, createdAt: '2026-11-23T10:00:00.000Z', state: 'live' },
  owner: { id: c.owner.id, name: c.owner.nickname, nickname: c.owner.nickname, loginId: c.owner.loginId },
  sources: [{ format: 'hls', url: `http://luv.localhost:4400/hls/${c.id * 10}/master.m3u8`, urlDetail: { hls: { resolution: [] }, flv: { resolution: [] } } }],
});

const seen: { url: string; cookie?: string }[] = [];
const fakeApi = http.createServer((req, res) => {
  const url = req.url ?? '';
  seen.push({ url, cookie: req.headers.cookie });
  const send = (code: number, body: unknown) => {
    res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const signedIn = (req.headers.cookie ?? '').includes('flx_oauth_access=valid');
  if (url === '/api/guest/status') return send(200, { isMantenace: false, isEmergency: false });
  if (url === '/api/my/profile') {
    return signedIn ? send(200, { profile: { id: 1, channelId: null, loginId: 'demo1234', nickname: '데모회원', PI: true, profileImage: null, role: 'V' } }) : send(401, { msg: 'accessToken is not valid.' });
  }
  const page = /^\/api\/channels\/([^/]+)\/channel-page$/.exec(url);
  if (page) {
    const c = channels[page[1]];
    if (!c) return send(400, { msg: '존재하지 않는 채널입니다.', code: 'live.channel.notFound', message: '존재하지 않는 채널입니다.' });
    return send(200, { channel: c, notices: [], recorded: [], relation: { isFollowing: false, isFavorite: false, isOwner: false }, subscriberCount: 5, liveStartedAt: null });
  }
  const stream = /^\/api\/channels\/([^/]+)\/stream\?option=all$/.exec(url);
  if (stream) {
    const c = channels[stream[1]];
    if (!c) return send(400, { message: '존재하지 않는 채널입니다.', msg: '존재하지 않는 채널입니다.', code: 'live.channel.notFound' });
    if (!c.isLive) return send(400, { message: '방송 중이 아닌 채널입니다.', msg: '방송 중이 아닌 채널입니다.', code: 'live.offline' });
    if (c.isForAdult && !signedIn) return send(401, { message: '로그인 후 이용가능합니다.', msg: '로그인 후 이용가능합니다.', code: 'live.adult.loginRequired' });
    return send(200, streamOf(c));
  }
  send(404, { msg: '찾을 수 없습니다.' });
});

let dist: string;
let app: FastifyInstance;
let base = '';

/** A recorder's GET: its headers (accept JSON first), an empty or replayed cookie. */
function recorderGet(url: string, cookie = ''): Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${base}${url}`,
        {
          headers: {
            host: 'luv.localhost:4200',
            accept: 'application/json, text/plain, */*',
            'content-type': 'application/json;charset=UTF-8',
            'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:124.0) Gecko/20100101 Firefox/124.0',
            cookie,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body }));
        },
      )
      .on('error', reject);
  });
}

// the recorders' own expressions (Python `re` without DOTALL; `.` stops at a line end, as in JS)
const NEXT_DATA = /<script id="__NEXT_DATA__" type=".*">(.*?)<\/script>/;
const TWITTER_TITLE = /<meta name="twitter:title" content="(.*?)의/;
const nextDataOf = (html: string) => JSON.parse(NEXT_DATA.exec(html)![1]);

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeApi.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(fakeApi.address() as AddressInfo).port}`;
  dist = mkdtempSync(path.join(tmpdir(), 'web-server-channel-'));
  mkdirSync(path.join(dist, 'shell'));
  writeFileSync(path.join(dist, 'shell', 'index.html'), '<html><head><title>x</title></head><body><div id="root"></div></body></html>');
  app = await createWebApp(loadConfig({ WEB_DIST_DIR: dist, API_INTERNAL_URL: apiUrl }, names, '/'), ports);
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => fakeApi.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('the live page /channels/{id}/live as a recorder reads it', () => {
  it('answers HTML to a recorder asking for JSON, with the channel and its owner and no message while the live can be watched', async () => {
    const res = await recorderGet('/channels/7/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const data = nextDataOf(res.body);
    const channel = data.props.pageProps.channelStream.channel;
    expect(channel).not.toHaveProperty('message');
    expect(channel.owner).toMatchObject({ loginId: 'bjstar01', nickname: '별빛BJ' });
    expect(data.props.pageProps.channel).toEqual(channel);
    expect(data.props.pageProps.channelStream.sources[0].url).toBe('http://luv.localhost:4400/hls/70/master.m3u8');
    expect(data.page).toBe('/channels/[id]/live');
    expect(data.query).toEqual({ id: '7' });
    // the first render's page props are there as before
    expect(res.body).toContain('window.__LUVCAST_PROPS__=');
  });

  it('keeps the JSON intact and harmless whatever the title holds (</script>, ">, U+2028, &)', async () => {
    const res = await recorderGet('/channels/7/live');
    expect(nextDataOf(res.body).props.pageProps.channel.title).toBe(NASTY_TITLE);
    expect(res.body).not.toContain('<script>alert(1)');
    const line = res.body.split('\n').find((l) => l.startsWith('<script id="__NEXT_DATA__"'))!;
    expect(line).toMatch(/^<script id="__NEXT_DATA__" type="application\/json">[^<>\u2028\u2029]*<\/script>$/);
    expect(scriptSafeJson({ a: '</script>\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u2028"}');
  });

  it("says 로그인후 이용이 가능합니다. to a guest on an adult live, and shows the live with the visitor's cookies once signed in", async () => {
    const guest = nextDataOf((await recorderGet('/channels/8/live')).body);
    expect(guest.props.pageProps.channelStream.channel.message).toContain(LIVE_LOGIN_REQUIRED_MESSAGE);
    expect(guest.props.pageProps.channelStream.channel.owner.nickname).toBe('밤BJ');

    seen.length = 0;
    const member = nextDataOf((await recorderGet('/channels/8/live', 'flx_oauth_access=valid; flx_oauth_refresh=r')).body);
    expect(member.props.pageProps.channel).not.toHaveProperty('message');
    expect(member.props.pageProps.channel.owner).toMatchObject({ loginId: 'bjadult1', nickname: '밤BJ' });
    // the reads went to the API as the visitor
    expect(seen.find((s) => s.url === '/api/channels/8/stream?option=all')?.cookie).toContain('flx_oauth_access=valid');
  });

  it('sets the message when the channel is not live', async () => {
    const data = nextDataOf((await recorderGet('/channels/9/live')).body);
    expect(data.props.pageProps.channel.message).toBe(LIVE_OFFLINE_MESSAGE);
    expect(data.props.pageProps.channelStream.channel.message).toBe(LIVE_OFFLINE_MESSAGE);
    expect(data.props.pageProps.channel.owner.nickname).toBe('쉬는BJ');
  });

  it('sets the message for an unknown channel, still a page', async () => {
    const res = await recorderGet('/channels/12345/live');
    expect(res.statusCode).toBe(200);
    expect(nextDataOf(res.body).props.pageProps.channel).toEqual({ id: 12345, message: CHANNEL_NOT_FOUND_MESSAGE });
  });
});

describe('the channel page /channels/{id}', () => {
  it("carries twitter:title '{nickname}의 방송국' and the same data script", async () => {
    const res = await recorderGet('/channels/9');
    expect(TWITTER_TITLE.exec(res.body)?.[1]).toBe('쉬는BJ');
    expect(res.body).toContain('<meta name="twitter:title" content="쉬는BJ의 방송국">');
    const data = nextDataOf(res.body);
    expect(data.page).toBe('/channels/[id]');
    expect(data.props.pageProps.channel.message).toBe(LIVE_OFFLINE_MESSAGE);
    expect(data.props.pageProps.subscriberCount).toBe(5);
  });

  it('escapes the nickname in the meta tag and names the live on the live page', async () => {
    const res = await recorderGet('/channels/7/live');
    expect(res.body).toContain('<meta name="twitter:title" content="별빛BJ의 라이브">');
    expect(res.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;');
  });
});
