// Direct messages: sending by login id, the boxes with the unread count, read state, each side
// deleting its own copy, the block list (a blocked member cannot send), and nobody reaching another
// member's messages.
import { API_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const member = () => signedInMember(t.app, { prefix: 'dm' });
type Who = Awaited<ReturnType<typeof member>>;

const get = (jar: CookieJar, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie: jar.header() } });
const post = (jar: CookieJar, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(jar), ...(payload ? { payload } : {}) });
const del = (jar: CookieJar, url: string, payload: object) => t.app.inject({ method: 'DELETE', url, headers: mutatingHeaders(jar), payload });
const send = (from: Who, to: string, content: string) => post(from.jar, '/api/my/messages', { loginId: to, content });

describe('direct messages', () => {
  it('are sent by login id, counted unread in the received box until read, and listed in both boxes', async () => {
    const a = await member();
    const b = await member();
    const res = await send(a, b.loginId, '안녕하세요!\n방송 잘 봤어요');
    expect(res.statusCode).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({ content: '안녕하세요!\n방송 잘 봤어요', readAt: null, box: 'sent', from: { loginId: a.loginId, nickname: a.nickname }, to: { loginId: b.loginId, nickname: b.nickname } });

    const inbox = (await get(b.jar, '/api/my/messages')).json();
    expect(inbox).toMatchObject({ total: 1, unread: 1, offset: 0, limit: 20, list: [{ messageId: sent.messageId, box: 'received', readAt: null }] });
    expect((await get(b.jar, '/v2/api/my/messages')).json()).toMatchObject({ total: 1, unread: 1 });
    expect((await get(a.jar, '/api/my/messages-list?box=sent')).json()).toMatchObject({ total: 1, unread: 0, list: [{ messageId: sent.messageId, box: 'sent' }] });

    const read = await post(b.jar, `/v2/api/my/messages-read/${sent.messageId}`);
    expect(read.json()).toMatchObject({ messageId: sent.messageId, readAt: expect.any(String) });
    expect((await get(b.jar, '/api/my/messages')).json()).toMatchObject({ unread: 0, list: [{ readAt: read.json().readAt }] });
    // the sender sees it was read
    expect((await get(a.jar, '/api/my/messages?box=sent')).json().list[0].readAt).toBe(read.json().readAt);
    // only the recipient marks it read
    expect((await post(a.jar, `/v2/api/my/messages-read/${sent.messageId}`)).statusCode).toBe(404);
  });

  it('are deleted by each side for themselves only, one, several or a whole box', async () => {
    const a = await member();
    const b = await member();
    const ids = [];
    for (const text of ['하나', '둘', '셋', '넷']) ids.push((await send(a, b.loginId, text)).json().messageId);
    expect((await get(b.jar, `/api/my/messages/delete?messageId=${ids[0]}`)).json()).toEqual({ deleted: 1 });
    expect((await get(b.jar, `/api/my/messages/delete?messageId=${ids[0]}`)).statusCode).toBe(404);
    expect((await post(b.jar, '/api/my/app/messages/delete', { messageIds: [ids[1], ids[2], 2_000_000_000] })).json()).toEqual({ deleted: 2 });
    expect((await get(b.jar, '/api/my/messages')).json()).toMatchObject({ total: 1, list: [{ messageId: ids[3] }] });
    // the sender still has all four
    expect((await get(a.jar, '/api/my/messages?box=sent')).json().total).toBe(4);
    expect((await get(a.jar, '/api/my/messages/alldelete?box=sent')).json()).toEqual({ deleted: 4 });
    expect((await get(a.jar, '/api/my/messages?box=sent')).json().total).toBe(0);
    expect((await get(b.jar, '/api/my/messages')).json().total).toBe(1);
  });

  it('are refused from a member the recipient blocked, until unblocked; the block list names them', async () => {
    const a = await member();
    const b = await member();
    expect((await post(b.jar, '/api/my/member-messages-blackAdd', { loginId: a.loginId })).json()).toEqual({ loginId: a.loginId, isBlock: true });
    expect((await get(b.jar, `/api/my/messages/isblock?loginId=${a.loginId}`)).json()).toEqual({ loginId: a.loginId, isBlock: true });
    expect((await get(a.jar, `/api/my/messages/isblock?loginId=${b.loginId}`)).json()).toEqual({ loginId: b.loginId, isBlock: false });
    expect((await get(b.jar, '/api/my/member-messages-blackList')).json()).toMatchObject({ list: [{ loginId: a.loginId, nickname: a.nickname, blockedAt: expect.any(String) }] });
    const refused = await send(a, b.loginId, '차단됐나요?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'messages.blocked', msg: '상대방이 쪽지를 받지 않습니다.' });
    expect((await get(b.jar, '/api/my/messages')).json().total).toBe(0);
    // b may still write to a
    expect((await send(b, a.loginId, '저는 보낼 수 있어요')).statusCode).toBe(201);
    expect((await del(b.jar, '/api/my/member-messages-blackDelete', { loginId: a.loginId })).json()).toEqual({ loginId: a.loginId, isBlock: false });
    expect((await send(a, b.loginId, '이제 되나요?')).statusCode).toBe(201);
    expect((await get(b.jar, '/api/my/member-messages-blackList')).json()).toEqual({ list: [] });
  });

  it("never lets a third member read, mark or delete someone else's messages", async () => {
    const a = await member();
    const b = await member();
    const c = await member();
    const { messageId } = (await send(a, b.loginId, '비밀')).json();
    expect((await get(c.jar, '/api/my/messages')).json().total).toBe(0);
    expect((await get(c.jar, '/api/my/messages?box=sent')).json().total).toBe(0);
    expect((await post(c.jar, `/v2/api/my/messages-read/${messageId}`)).statusCode).toBe(404);
    expect((await get(c.jar, `/api/my/messages/delete?messageId=${messageId}`)).statusCode).toBe(404);
    expect((await post(c.jar, '/api/my/app/messages/delete', { messageIds: [messageId] })).json()).toMatchObject({ code: 'messages.notFound' });
    expect((await get(c.jar, '/api/my/messages/alldelete')).json()).toEqual({ deleted: 0 });
    expect((await get(b.jar, '/api/my/messages')).json()).toMatchObject({ total: 1, unread: 1 });
    expect((await get(a.jar, '/api/my/messages?box=sent')).json().total).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/messages', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(401);
  });

  it.each([
    ['an unknown member', { loginId: 'nobody00000', content: '안녕' }, 404, 'messages.recipient.notFound', '받는 회원을 찾을 수 없습니다.'],
    ['an empty message', { content: '   ' }, 400, 'messages.content', '쪽지 내용을 500자 이내로 입력해주세요.'],
    ['a message over 500 characters', { content: '가'.repeat(501) }, 400, 'messages.content', undefined],
    ['control characters', { content: 'hi\u0000there' }, 400, undefined, undefined],
    ['no recipient', { loginId: '', content: '안녕' }, 400, 'messages.recipient.notFound', undefined],
  ])('refuses %s with a clear message', async (_case, body, status, code, msg) => {
    const a = await member();
    const b = await member();
    const res = await post(a.jar, '/api/my/messages', { loginId: b.loginId, ...body });
    expect(res.statusCode).toBe(status);
    if (code) expect(res.json()).toMatchObject({ code, ...(msg ? { msg } : {}) });
    expect((await get(b.jar, '/api/my/messages')).json().total).toBe(0);
  });

  it('refuses a message to oneself, and more than 10 a minute', async () => {
    const a = await member();
    const b = await member();
    expect((await send(a, a.loginId, '나에게')).json()).toMatchObject({ code: 'messages.self' });
    await awayFromWindowEnd();
    for (let i = 0; i < 10; i++) expect((await send(a, b.loginId, `${i}`)).statusCode).toBe(201);
    const res = await send(a, b.loginId, '열한 번째');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'messages.tooMany', msg: '쪽지는 1분에 10개까지 보낼 수 있습니다. 잠시 후 다시 시도해주세요.' });
  });
});
