import { hashPassword } from '@luvcast/server-auth';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';

const SECRET = { 'x-ingest-secret': 'dev-ingest-secret' };
const INGEST = 'http://127.0.0.1:9';
let t: TestApp;
let star: CookieJar;
let viewer: CookieJar;
let starChannel: number;

beforeAll(async () => {
  t = await createTestApp();
  star = (await signIn(t.app, { loginId: 'bjstar01', password: 'Star!2345' })).jar;
  viewer = (await signIn(t.app, { loginId: 'demo1234', password: 'Demo!2345' })).jar;
  starChannel = (await t.app.channels.findByOwnerLoginId('bjstar01'))!.id;
});
afterAll(() => t.close());

const get = (url: string, jar?: CookieJar, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host, cookie: jar?.header() ?? '' } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, jar: CookieJar, payload?: unknown) =>
  t.app.inject({ method, url, headers: mutatingHeaders(jar), ...(payload === undefined ? {} : { payload: payload as object }) });
const hook = (name: string, payload: object, headers: Record<string, string> = SECRET) => t.app.inject({ method: 'POST', url: `/internal/ingest/${name}`, headers: { host: '127.0.0.1:4000', ...headers }, payload });

/** Publishes and readies a live on the channel of `streamKey`; answers the stream id. */
async function goLive(streamKey: string) {
  const pub = await hook('publish', { streamKey, clientIp: '127.0.0.1', ingestUrl: INGEST });
  expect(pub.statusCode).toBe(200);
  const { streamId } = pub.json();
  expect((await hook('ready', { streamId, renditions: [{ suffixName: 'src', resolution: '1280x720', bandwidth: 2_500_000 }, { suffixName: '480p', resolution: '854x480', bandwidth: 900_000 }] })).statusCode).toBe(204);
  return streamId as number;
}

describe('the ingest hooks', () => {
  it('refuse a missing or wrong secret with 401 { message }', async () => {
    const res = await hook('publish', { streamKey: 'x', ingestUrl: INGEST }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('인증되지 않은 요청입니다.');
    expect((await hook('publish', { streamKey: 'x', ingestUrl: INGEST }, { 'x-ingest-secret': 'wrong' })).statusCode).toBe(401);
  });

  it('refuse an unknown stream key with 403 and bad bodies with 400', async () => {
    const res = await hook('publish', { streamKey: 'lc_unknown', clientIp: '1.2.3.4', ingestUrl: INGEST });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('스트림 키가 올바르지 않습니다.');
    expect((await hook('publish', { streamKey: '', ingestUrl: INGEST })).statusCode).toBe(400);
    expect((await hook('ready', { streamId: 'x', renditions: [] })).statusCode).toBe(400);
    expect((await hook('unpublish', { streamId: 999999, recording: null })).statusCode).toBe(404);
  });

  it('refuse an owner without identity verification (403)', async () => {
    const m = await t.app.members.create({ loginId: 'nopi00001', passwordHash: await hashPassword('Star!2345'), nickname: '미인증BJ' });
    const c = await t.app.channels.create({ ownerId: m.id, title: '미인증 방송' });
    const res = await hook('publish', { streamKey: c.streamKey, ingestUrl: INGEST });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('본인인증 후 방송할 수 있습니다.');
  });

  it('publish -> ready -> unpublish: live on the home page, then offline with a VOD in the recorded list', async () => {
    const key = (await get('/api/my/channel/stream-key', star)).json();
    expect(key).toEqual({ url: 'rtmp://localhost:1935/live', streamKey: expect.stringMatching(/^lc_[0-9a-f]{32}$/) });
    const pub = await hook('publish', { streamKey: key.streamKey, clientIp: '127.0.0.1', ingestUrl: INGEST });
    expect(pub.json()).toEqual({ streamId: expect.any(Number), channelId: starChannel, lowerRendition: true });
    const { streamId } = pub.json();
    // a second publish on the same key while the first is on
    expect((await hook('publish', { streamKey: key.streamKey, ingestUrl: INGEST })).statusCode).toBe(409);
    // starting is not live yet
    expect((await get(`/api/channels/${starChannel}/stream?option=all`)).statusCode).toBe(400);
    expect((await hook('ready', { streamId, renditions: [{ suffixName: 'src', resolution: '1280x720', bandwidth: 2_500_000 }] })).statusCode).toBe(204);

    const lives = (await get('/api/lives')).json();
    expect(lives.list[0]).toMatchObject({ channelId: starChannel, streamId, isLive: true, thumbnailUrl: `http://api.luv.localhost:4400/hls/${streamId}/thumb.jpg` });
    const stream = await get(`/api/channels/${starChannel}/stream?option=all`);
    expect(stream.statusCode).toBe(200);
    const body = stream.json();
    expect(body.sources[0]).toMatchObject({ format: 'hls', url: `http://api.luv.localhost:4400/hls/${streamId}/master.m3u8` });
    expect(body.sources[0].urlDetail.hls.resolution).toEqual([{ url: `http://api.luv.localhost:4400/hls/${streamId}/src/index.m3u8`, resolution: '1280x720', suffixName: 'src' }]);
    expect(body.sources[1]).toMatchObject({ format: 'flv', url: `http://api.luv.localhost:4400/flv/${streamId}.flv` });
    expect(body.owner).toMatchObject({ loginId: 'bjstar01', nickname: '별빛BJ', name: '이별빛' });
    expect(body.stream.id).toBe(streamId);
    expect((await get(`/api/channels/${starChannel}/live-time`)).json()).toMatchObject({ isLive: true, startedAt: expect.any(String) });

    // the viewer was counted; the heartbeat keeps them
    const beat = await t.app.inject({ method: 'POST', url: `/api/channels/${starChannel}/stream/heartbeat`, headers: mutatingHeaders(viewer), payload: { streamId } });
    expect(beat.json()).toMatchObject({ streamId, viewerCount: 2, peakViewers: 2 });

    expect((await hook('unpublish', { streamId, recording: { path: `/vod/${streamId}/master.m3u8`, durationS: 42.5 } })).statusCode).toBe(204);
    // again: idempotent, still one recording
    expect((await hook('unpublish', { streamId, recording: { path: `/vod/${streamId}/master.m3u8`, durationS: 42.5 } })).statusCode).toBe(204);
    const off = await get(`/api/channels/${starChannel}/stream?option=all`);
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ message: '방송 중이 아닙니다.', code: 'live.offline' });
    expect((await get('/api/lives')).json().total).toBe(0);
    const page = (await get(`/api/channels/${starChannel}/channel-page`)).json();
    expect(page.channel).toMatchObject({ isLive: false, liveStreamId: null });
    expect(page.recorded).toHaveLength(1);
    expect(page.recorded[0]).toMatchObject({ kind: 2, durationS: 43, peakViewers: 2, mediaUrl: `http://api.luv.localhost:4400/vod/${streamId}/master.m3u8` });
    const recorded = (await get('/api/my/streams/recorded-stream-list', star)).json();
    expect(recorded).toMatchObject({ total: 1, list: [{ kind: 2 }] });
    // a new live can start on the same key
    const again = await goLive(key.streamKey);
    expect((await send('POST', '/api/my/channel/stop-stream', star)).json()).toEqual({ result: 'ok', ended: true, streamId: again });
    expect((await get(`/api/channels/${starChannel}/live-time`)).json()).toMatchObject({ isLive: false, lastEndedAt: expect.any(String) });
  });

  it('a regenerated stream key revokes the old one', async () => {
    const old = (await get('/api/my/channel/stream-key', star)).json().streamKey;
    const fresh = (await send('POST', '/api/my/channel/stream-key', star)).json().streamKey;
    expect(fresh).not.toBe(old);
    expect((await hook('publish', { streamKey: old, ingestUrl: INGEST })).statusCode).toBe(403);
    const id = await goLive(fresh);
    await hook('unpublish', { streamId: id, recording: null });
  });
});

describe('who may watch', () => {
  let owner: { id: number };
  let channelId: number;
  let key: string;
  let streamId: number;
  beforeAll(async () => {
    owner = await t.app.members.create({ loginId: 'bjrules01', passwordHash: await hashPassword('Star!2345'), nickname: '규칙BJ', role: 'J', identityVerified: true });
    const c = await t.app.channels.create({ ownerId: owner.id, title: '규칙 방송' });
    channelId = c.id;
    key = c.streamKey;
    streamId = await goLive(key);
    const hash = await hashPassword('Watch!2345');
    await t.app.members.create({ loginId: 'adult0001', passwordHash: hash, nickname: '어른', identityVerified: true, isAdult: true, birthday: '1990-01-01' });
    await t.app.members.create({ loginId: 'minor0001', passwordHash: hash, nickname: '청소년1', identityVerified: true, birthday: `${new Date().getFullYear() - 15}-06-01` });
  });
  const watch = (jar?: CookieJar, query = '') => get(`/api/channels/${channelId}/stream?option=all${query}`, jar);

  it('adult-only: guests 401, members without PI a distinct 403, under 19 refused, adults in; not on a brand without adult broadcasts', async () => {
    await t.app.channels.updateSettings(channelId, { adultLevel: 1 });
    const guest = await watch();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'live.adult.loginRequired', message: expect.any(String) });
    const noPi = await watch(viewer);
    expect(noPi.statusCode).toBe(403);
    expect(noPi.json().code).toBe('live.adult.identityRequired');
    const minor = (await signIn(t.app, { loginId: 'minor0001', password: 'Watch!2345' })).jar;
    expect((await watch(minor)).json()).toMatchObject({ code: 'live.adult.underAge', message: '만 19세 미만은 성인 방송을 시청할 수 없습니다.' });
    const adult = (await signIn(t.app, { loginId: 'adult0001', password: 'Watch!2345' })).jar;
    expect((await watch(adult)).statusCode).toBe(200);
    const lex = (await signIn(t.app, { loginId: 'adult0001', password: 'Watch!2345' }, LEX_HOST)).jar;
    expect((await get(`/api/channels/${channelId}/stream`, lex, LEX_HOST)).json().code).toBe('live.adult.off');
    expect((await get('/api/lives', undefined, LEX_HOST)).json().list.some((c: { channelId: number }) => c.channelId === channelId)).toBe(false);
    await t.app.channels.updateSettings(channelId, { adultLevel: 0 });
  });

  it('password rooms need the live-Auth proof (cookie or liveToken)', async () => {
    await t.app.channels.updateSettings(channelId, { passwordHash: await hashPassword('room1234') });
    const refused = await watch();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('live.password.required');
    expect((await watch(undefined, '&liveToken=1.forged')).statusCode).toBe(403);
    const auth = await get(`/api/guest/live-Auth?channelId=${channelId}&password=room1234`);
    const { liveToken } = auth.json();
    expect((await watch(undefined, `&liveToken=${encodeURIComponent(liveToken)}`)).statusCode).toBe(200);
    const setCookies = ([] as string[]).concat(auth.headers['set-cookie'] ?? []);
    const cookie = setCookies.find((c) => c.startsWith(`luvcast_live_pass_${channelId}=`))!.split(';')[0];
    expect(setCookies.find((c) => c.startsWith('luvcast_live_pass_'))).toMatch(/HttpOnly/);
    expect((await t.app.inject({ url: `/api/channels/${channelId}/stream`, headers: { host: API_HOST, cookie } })).statusCode).toBe(200);
    // a new password voids the old proofs
    await t.app.channels.updateSettings(channelId, { passwordHash: await hashPassword('other123') });
    expect((await watch(undefined, `&liveToken=${encodeURIComponent(liveToken)}`)).statusCode).toBe(403);
    await t.app.channels.updateSettings(channelId, { passwordHash: null });
  });

  it('minimum fan level and the viewer cap are enforced', async () => {
    await t.app.channels.updateSettings(channelId, { minRatingLevel: 1 });
    expect((await watch(viewer)).json().code).toBe('live.fanLevel');
    expect((await send('POST', `/api/channels/${channelId}/follow`, viewer)).json()).toEqual({ channelId, isFollowing: true, followerCount: 1 });
    expect((await watch(viewer)).statusCode).toBe(200);
    // the viewers counted so far, plus room for one more
    const counted = (await t.app.channels.findById(channelId))!.viewerCount;
    expect(counted).toBeGreaterThanOrEqual(1);
    await t.app.channels.updateSettings(channelId, { minRatingLevel: 0, maxViewerCount: counted + 1 });
    const a = await t.app.inject({ url: `/api/channels/${channelId}/stream`, headers: { host: API_HOST, cookie: 'flx_uuid=aaaaaaaaaa' } });
    expect(a.statusCode).toBe(200);
    const full = await t.app.inject({ url: `/api/channels/${channelId}/stream`, headers: { host: API_HOST, cookie: 'flx_uuid=bbbbbbbbbb' } });
    expect(full.statusCode).toBe(403);
    expect(full.json()).toMatchObject({ code: 'live.full', message: '최대 시청 인원을 초과하여 입장할 수 없습니다.' });
    // a counted viewer keeps their place, and their heartbeat too; a beat for another stream is refused
    expect((await watch(viewer)).statusCode).toBe(200);
    const beat = (id: number) => t.app.inject({ method: 'POST', url: `/api/channels/${channelId}/stream/heartbeat`, headers: mutatingHeaders(viewer), payload: { streamId: id } });
    expect((await beat(streamId)).json()).toMatchObject({ streamId, viewerCount: counted + 1 });
    expect((await beat(streamId + 1000)).json()).toMatchObject({ code: 'live.offline' });
    await t.app.channels.updateSettings(channelId, { maxViewerCount: 0 });
  });

  it('unknown channels and bad ids answer 400 JSON, never 404', async () => {
    const res = await get('/api/channels/987654/stream?option=all');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '존재하지 않는 채널입니다.' });
    expect((await get('/api/channels/abc/stream')).statusCode).toBe(400);
  });
});

describe('channels and lists', () => {
  it('themes, search, channel-find, setting', async () => {
    expect((await get('/api/channels/search?keyword=달빛')).json().list[0]).toMatchObject({ loginId: 'bjmoon02', themeText: '노래/음악' });
    expect((await get('/api/channels/search?keyword=')).statusCode).toBe(400);
    expect((await get('/api/channels/channel-find?loginId=bjmoon02')).json()).toMatchObject({ loginId: 'bjmoon02', isLive: false });
    expect((await get('/api/channels/channel-find?loginId=nobody999')).statusCode).toBe(404);
    const setting = (await get(`/api/channels/${starChannel}/setting`)).json();
    expect(setting).toMatchObject({ channelId: starChannel, isForAdult: false, features: { bjtalk: true, subscribe: true } });
    expect((await get('/api/channels/999999/setting')).statusCode).toBe(404);
    const music = (await get('/api/guest/themes')).json().find((x: { value: string }) => x.value === 'music');
    expect((await get(`/api/lives?theme=${music.key}`)).statusCode).toBe(200);
    expect((await get('/api/lives?limit=0')).statusCode).toBe(400);
  });

  it('follow and favourite with counts; own channel refused; the my lists show them', async () => {
    const moon = (await t.app.channels.findByOwnerLoginId('bjmoon02'))!.id;
    expect((await send('POST', `/api/channels/${moon}/follow`, viewer)).json()).toMatchObject({ isFollowing: true, followerCount: 1 });
    expect((await send('POST', `/api/channels/${moon}/favorite`, viewer)).json()).toMatchObject({ isFavorite: true, favoriteCount: 1 });
    expect((await get('/api/my/streams/subscriptions', viewer)).json().list.map((c: { channelId: number }) => c.channelId)).toContain(moon);
    expect((await get('/api/my/streams/present', viewer)).json().list.map((c: { channelId: number }) => c.channelId)).toEqual([moon]);
    expect((await send('DELETE', `/api/my/streams/1/present/${moon}`, viewer)).json()).toEqual({ result: 'ok', removed: true });
    expect((await get('/api/my/streams/present', viewer)).json().total).toBe(0);
    expect((await send('DELETE', `/api/channels/${moon}/follow`, viewer)).json()).toMatchObject({ isFollowing: false, followerCount: 0 });
    const own = await send('POST', `/api/channels/${starChannel}/follow`, star);
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('live.ownChannel');
    expect((await send('POST', '/api/channels/999999/follow', viewer)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/channels/${moon}/follow`, headers: { host: API_HOST } })).statusCode).toBe(401);
  });

  it('played history: latest first, removable, 404 for an unknown stream', async () => {
    const record = (await get(`/api/channels/${starChannel}/channel-page`)).json().recorded[0];
    expect((await send('POST', '/api/my/streams/played', viewer, { streamId: record.id })).json()).toEqual({ result: 'ok' });
    expect((await send('POST', '/api/my/streams/played', viewer, { streamId: 999999 })).statusCode).toBe(404);
    expect((await send('POST', '/api/my/streams/played', viewer, { streamId: 'x' })).statusCode).toBe(400);
    const played = (await get('/api/my/streams/played', viewer)).json();
    expect(played.list[0]).toMatchObject({ id: record.id, playedAt: expect.any(String) });
    expect((await get('/api/my/view-main', viewer)).json().counts.played).toBeGreaterThanOrEqual(1);
    expect((await send('DELETE', `/api/my/2/played/${record.id}`, viewer)).json()).toEqual({ result: 'ok', removed: true });
    expect((await send('DELETE', `/api/my/9/played/${record.id}`, viewer)).statusCode).toBe(400);
  });

  it('chennel-register opens one channel per member; notices POST/PUT/DELETE', async () => {
    expect((await get('/api/my/channel/profile', viewer)).json()).toMatchObject({ channel: null, PI: false, canBroadcast: false });
    const noChannel = await send('POST', '/api/my/3/channel-notice', viewer, { title: '공지', content: '내용' });
    expect(noChannel.statusCode).toBe(400);
    const first = (await get('/api/my/chennel-register', viewer)).json();
    expect(first).toMatchObject({ created: true, channel: { owner: { loginId: 'demo1234' } } });
    expect((await get('/api/my/chennel-register', viewer)).json()).toMatchObject({ created: false, channel: { id: first.channel.id } });
    const posted = await send('POST', '/api/my/channel/channel-notice', viewer, { title: '방송 공지', content: '매일 밤 9시에 방송합니다.', isPinned: true });
    expect(posted.json().notice).toMatchObject({ kind: 3, title: '방송 공지', isPinned: true });
    const id = posted.json().notice.id;
    expect((await send('PUT', '/api/my/3/channel-notice', viewer, { id, title: '수정 공지', content: '10시' })).json().notice.title).toBe('수정 공지');
    expect((await send('PUT', '/api/my/3/channel-notice', star, { id, title: '남의 공지', content: 'x' })).statusCode).toBe(404);
    expect((await send('POST', '/api/my/3/channel-notice', viewer, { title: '', content: 'x' })).json()).toMatchObject({ code: 'live.notice.titleEmpty' });
    expect((await get(`/api/channels/${first.channel.id}/channel-page`)).json().notices[0].title).toBe('수정 공지');
    expect((await send('DELETE', `/api/my/3/channel-notice?id=${id}`, viewer)).json()).toEqual({ result: 'ok', removed: true });
    expect((await send('DELETE', `/api/my/3/channel-notice?id=${id}`, viewer)).statusCode).toBe(404);
  });
});

describe('the broadcaster app calls', () => {
  it('config GET/PUT, start-stream needs PI, stop-stream', async () => {
    const config = (await get('/api/m/channel/config', star)).json();
    expect(config).toMatchObject({ channelId: starChannel, isForAdult: false, password: null, hasPassword: false, resolution: '720p' });
    const themes = (await get('/api/guest/themes')).json();
    const game = themes.find((x: { value: string }) => x.value === 'game');
    const put = await send('PUT', '/api/m/channel/config', star, { channelId: starChannel, themeId: game.key, title: '랭크 방송', resolution: '1080p', isForAdult: false, password: 'pass1234', minRatingLevel: 0, maxViewerCount: 100 });
    expect(put.json()).toMatchObject({ themeId: game.key, title: '랭크 방송', resolution: '1080p', hasPassword: true, maxViewerCount: 100 });
    expect((await send('PUT', '/api/m/channel/config', star, { channelId: 1 + starChannel })).statusCode).toBe(403);
    expect((await send('PUT', '/api/m/channel/config', star, { themeId: 99999 })).json().code).toBe('live.theme.unknown');
    expect((await send('PUT', '/api/m/channel/config', star, { resolution: '4k' })).statusCode).toBe(400);
    expect((await send('PUT', '/api/m/channel/config', star, { password: '' })).json().hasPassword).toBe(false);
    const start = await send('POST', '/api/my/channel/start-stream', star, { title: '오늘도 노래', theme: 'music', resolution: '720p', minRatingLevel: 0, userAgentType: 'STREAMLABS', password: '', isForAdult: false });
    expect(start.json()).toMatchObject({ result: 'ok', channelId: starChannel, url: 'rtmp://localhost:1935/live', isLive: false });
    expect((await send('POST', '/api/my/channel/start-stream', star, { title: '' })).statusCode).toBe(400);
    const noPi = await send('POST', '/api/my/channel/start-stream', viewer, { title: '첫 방송' });
    expect(noPi.statusCode).toBe(403);
    expect(noPi.json().code).toBe('live.identityRequired');
    expect((await send('POST', '/api/my/channel/stop-stream', star)).json()).toEqual({ result: 'ok', ended: false, streamId: null });
    expect((await get('/api/m/channel/config')).statusCode).toBe(401);
  });
});
