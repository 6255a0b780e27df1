// An operator hides reported content from the report itself: a board post (hidden with the reason
// as the board moderators hide it: the author sees the reason and may appeal), a comment, or a
// message (gone from the reporter's box); logged with the decision in one transaction.
import { API_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
let operator: Who;
beforeAll(async () => {
  t = await createTestApp();
  operator = { jar: (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar, loginId: 'opdemo01', id: 0, host: API_HOST };
}, 180_000);
afterAll(() => t?.close());

interface Who {
  jar: CookieJar;
  loginId: string;
  id: number;
  host: string;
}
const member = (role: 'V' | 'S' = 'V', brand: 'luv' | 'lex' = 'luv'): Promise<Who> => signedInMember(t.app, { prefix: 'hd', role, brand });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: who.host, cookie: who.jar.header() } });
const post = (who: Who, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(who.jar, who.host), payload });
const put = (who: Who, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(who.jar, who.host), payload });

async function boardPost() {
  const bj = await member();
  const { channel } = await t.app.channels.ensureForOwner(bj.id, '숨김 테스트 방송');
  const author = await member();
  const written = await post(author, '/api/cs/board-write', { channelId: channel.id, title: '광고 글', content: '무료 러브 http://spam.example' });
  expect(written.statusCode).toBe(201);
  return { bj, author, channelId: channel.id, postId: written.json().id as number };
}
const report = async (reporter: Who, targetType: string, targetId: number | string) => {
  const res = await post(reporter, '/api/cs/declaration-post', { targetType, targetId: String(targetId), reason: 'spam' });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
};

describe('hiding reported content from a report', () => {
  it("hides a post with the reason as the board's moderators do: the author sees it hidden with the reason and may appeal; logged", async () => {
    const { author, postId } = await boardPost();
    const reporter = await member();
    const id = await report(reporter, 'post', postId);
    const res = await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고 게시글' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'sanctioned', resolution: '광고 게시글' });
    // others no longer see it; the author sees it hidden with the reason
    expect((await get(reporter, `/api/cs/board-detail?boardId=${postId}`)).statusCode).toBe(404);
    expect((await get(author, `/api/cs/board-detail?boardId=${postId}`)).json()).toMatchObject({ hidden: true, hiddenReason: '광고 게시글' });
    // the author may appeal it like any hidden post
    const raw = await t.app.boards.raw(postId);
    expect(raw).toMatchObject({ hiddenReason: '광고 게시글' });
    expect(raw!.hiddenAt).not.toBeNull();
    // the author is not blocked
    expect((await t.app.members.findByLoginId(author.loginId))!.status).toBe('active');
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'declaration.hide', targetType: 'declaration', targetId: String(id), reason: '광고 게시글' }),
      expect.objectContaining({ action: 'board.hide', targetType: 'board_post', targetId: String(postId), reason: '광고 게시글' }),
    ]);
    // the reporter sees the report upheld
    expect((await get(reporter, '/api/cs/declaration-list')).json().list[0]).toMatchObject({ id, status: 'sanctioned' });
  });

  it('hides a comment: it leaves the post and its count; logged', async () => {
    const { postId } = await boardPost();
    const writer = await member();
    const comment = await post(writer, '/api/cs/board-comment', { boardId: postId, content: '욕설 댓글' });
    const commentId = comment.json().id as number;
    const reporter = await member();
    const id = await report(reporter, 'comment', commentId);
    expect((await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '욕설' })).json()).toMatchObject({ status: 'sanctioned' });
    const comments = (await get(reporter, `/api/cs/board-comment?boardId=${postId}`)).json();
    expect(comments.total).toBe(0);
    expect((await get(reporter, `/api/cs/board-detail?boardId=${postId}`)).json()).toMatchObject({ commentCount: 0 });
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list[1]).toMatchObject({ action: 'board.hideComment', targetType: 'board_comment', targetId: String(commentId), reason: '욕설' });
  });

  it("takes a message out of the reporter's box; the sender's copy and the report's snapshot stay", async () => {
    const reporter = await member();
    const sender = await member();
    const { messageId } = (await post(sender, '/api/my/messages', { loginId: reporter.loginId, content: '광고 쪽지입니다' })).json();
    const filed = await post(reporter, `/api/my/messages/declaration/${messageId}`, { reason: 'spam' });
    const id = filed.json().id as number;
    const res = await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고 쪽지' });
    expect(res.json()).toMatchObject({ status: 'sanctioned', snapshot: '광고 쪽지입니다' });
    const box = (await get(reporter, '/api/my/messages?box=received')).json();
    expect(box.list.map((m: { messageId: number }) => m.messageId)).not.toContain(messageId);
    const sent = (await get(sender, '/api/my/messages?box=sent')).json();
    expect(sent.list.map((m: { messageId: number }) => m.messageId)).toContain(messageId);
    expect((await get(operator, '/api/admin/operator-actions')).json().list[0]).toMatchObject({ action: 'declaration.hide', targetId: String(id) });
  });

  it('refuses a member or live report (400 cs.declaration.hideTarget), content already gone (409, the report stays pending) and a post reason over 200 characters', async () => {
    const reporter = await member();
    const target = await member();
    const memberReport = await report(reporter, 'member', target.loginId);
    const refused = await put(operator, `/api/admin/declarations/${memberReport}`, { action: 'hide', reason: '숨김' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'cs.declaration.hideTarget', msg: '게시글, 댓글, 쪽지 신고만 내용을 숨길 수 있습니다.' });

    const { author, postId } = await boardPost();
    const id = await report(reporter, 'post', postId);
    const long = await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '가'.repeat(201) });
    expect(long.json()).toMatchObject({ code: 'cs.board.hideReason' });
    // the author deleted it meanwhile
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cs/board-delete/${postId}`, headers: mutatingHeaders(author.jar) })).statusCode).toBe(200);
    const gone = await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고' });
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({ code: 'cs.declaration.contentGone' });
    const pending = (await get(operator, '/api/admin/declarations?limit=100')).json().list.find((d: { id: number }) => d.id === id);
    expect(pending).toMatchObject({ status: 'pending' });
    expect((await put(operator, `/api/admin/declarations/${id}`, { action: 'dismiss', reason: '이미 삭제됨' })).json()).toMatchObject({ status: 'dismissed' });
  });

  it("is for operators of the report's brand: another brand's operator gets 404 and the post stays; members 403", async () => {
    const { postId } = await boardPost();
    const reporter = await member();
    const id = await report(reporter, 'post', postId);
    const lexOp = await member('S', 'lex');
    expect((await put(lexOp, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고' })).statusCode).toBe(404);
    expect((await put(reporter, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고' })).statusCode).toBe(403);
    expect((await t.app.boards.raw(postId))!.hiddenAt).toBeNull();
  });

  it("keeps a brand's operator from acting, through a report filed on their site, on another brand's member or on an operator (403); they may still dismiss it", async () => {
    const lexOp = await member('S', 'lex');
    const lexReporter = await member('V', 'lex');
    const luvMember = await member();
    const operatorAccount = await member('S', 'lex');
    for (const target of [luvMember, operatorAccount]) {
      const id = await report(lexReporter, 'member', target.loginId);
      const sanction = await put(lexOp, `/api/admin/declarations/${id}`, { action: 'sanction', days: 3, reason: '도배' });
      expect(sanction.statusCode).toBe(403);
      expect(sanction.json().code).toBe('cs.declaration.otherBrand');
      expect((await t.app.members.findById(target.id))!.status).toBe('active');
      expect((await put(lexOp, `/api/admin/declarations/${id}`, { action: 'dismiss', reason: '확인함' })).statusCode).toBe(200);
    }
    // a luv member's post reported on the lex site is not hidden by the lex operator
    const { postId } = await boardPost();
    const id = await report(lexReporter, 'post', postId);
    expect((await put(lexOp, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고' })).statusCode).toBe(403);
    expect((await t.app.boards.raw(postId))!.hiddenAt).toBeNull();
    // the operator of every brand may
    expect((await put(operator, `/api/admin/declarations/${id}`, { action: 'hide', reason: '광고' })).statusCode).toBe(200);
  });
});
