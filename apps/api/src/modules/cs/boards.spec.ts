// Fan boards: a fan posts on a channel's board, others like and comment, the BJ pins and hides;
// the board's level (members, followers, subscribers) and open state decide who posts; nobody
// edits or deletes what is not theirs; bad input is refused in the contract's words, never a 5xx.
import { API_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, signIn, xsrfJar, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(() => t?.close());

const member = () => signedInMember(t.app, { prefix: 'bd' });
type Who = Awaited<ReturnType<typeof member>>;
/** A BJ with a channel of their own. */
async function broadcaster() {
  const bj = await member();
  const { channel } = await t.app.channels.ensureForOwner(bj.id, `${bj.nickname}의 방송`);
  return { ...bj, channelId: channel.id };
}

const guest = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST } });
const get = (who: Who, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, cookie: who.jar.header() } });
const post = (jar: CookieJar, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(jar), payload });
const put = (jar: CookieJar, url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: mutatingHeaders(jar), payload });
const del = (jar: CookieJar, url: string) => t.app.inject({ method: 'DELETE', url, headers: mutatingHeaders(jar) });
const write = (who: Who, channelId: number, title = '첫 글입니다', content = '방송 너무 재밌어요!\n다음 방송도 기대할게요') => post(who.jar, '/api/cs/board-write', { channelId, title, content });

describe('fan boards', () => {
  it('a fan posts, another likes and comments, the BJ pins it to the top', async () => {
    const bj = await broadcaster();
    const fan = await member();
    const other = await member();
    const first = await write(fan, bj.channelId, '먼저 쓴 글');
    expect(first.statusCode).toBe(201);
    const res = await write(fan, bj.channelId);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ channelId: bj.channelId, title: '첫 글입니다', content: '방송 너무 재밌어요!\n다음 방송도 기대할게요', author: { loginId: fan.loginId, nickname: fan.nickname }, important: false, mine: true, canModerate: false, liked: false });

    const liked = await post(other.jar, '/api/cs/board-like', { boardId: created.id });
    expect(liked.json()).toEqual({ boardId: created.id, liked: true, likeCount: 1 });
    const comment = await post(other.jar, '/api/cs/board-comment', { boardId: created.id, content: '저도요!' });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ boardId: created.id, content: '저도요!', author: { loginId: other.loginId }, mine: true, canDelete: true });

    // the first post is older: without a pin the newest comes first; pinned, the first leads
    const pin = await put(bj.jar, `/api/cs/board-important/${bj.channelId}/${first.json().id}`);
    expect(pin.json()).toEqual({ boardId: first.json().id, important: true });
    const list = (await guest(`/api/cs/board-list?channelId=${bj.channelId}`)).json();
    expect(list).toMatchObject({ total: 2, offset: 0, limit: 10 });
    expect(list.list.map((p: { title: string; important: boolean }) => [p.title, p.important])).toEqual([
      ['먼저 쓴 글', true],
      ['첫 글입니다', false],
    ]);
    expect(list.list[1]).toMatchObject({ likeCount: 1, commentCount: 1 });

    const detail = (await get(other, `/api/cs/board-detail?boardId=${created.id}`)).json();
    expect(detail).toMatchObject({ liked: true, mine: false, likeCount: 1, commentCount: 1, viewCount: 1 });
    expect((await guest(`/api/cs/board-detail?boardId=${created.id}`)).json()).toMatchObject({ liked: false, viewCount: 2 });
    expect((await guest(`/api/cs/board-likeCount/${created.id}`)).json()).toEqual({ boardId: created.id, likeCount: 1 });
    expect((await guest(`/api/cs/board-like-User/${created.id}`)).json()).toMatchObject({ total: 1, list: [{ loginId: other.loginId, nickname: other.nickname }] });
    expect((await guest(`/api/cs/board-comment?boardId=${created.id}`)).json()).toMatchObject({ total: 1, list: [{ content: '저도요!', mine: false, canDelete: false }] });
    // a second like takes it back
    expect((await post(other.jar, '/api/cs/board-like', { boardId: created.id })).json()).toEqual({ boardId: created.id, liked: false, likeCount: 0 });
    expect((await post(bj.jar, '/v4/api/lives/live-board-check', { channelId: bj.channelId })).json()).toMatchObject({ channelId: bj.channelId, open: true, total: 2, latestAt: expect.any(String) });
  });

  it('lets the BJ close the board or keep it to followers or subscribers', async () => {
    const bj = await broadcaster();
    const fan = await member();
    const follower = await member();
    await t.app.channelRelations.set('follow', follower.id, bj.channelId, true);
    expect((await get(fan, `/api/cs/board-setting-check?channelId=${bj.channelId}`)).json()).toEqual({ channelId: bj.channelId, open: true, writeLevel: 0, canWrite: true, canModerate: false, canConfigure: false });
    expect((await put(fan.jar, '/api/cs/board-setting', { channelId: bj.channelId, open: false, writeLevel: 0 })).json()).toMatchObject({ code: 'cs.board.notModerator' });

    expect((await put(bj.jar, '/api/cs/board-setting', { channelId: bj.channelId, open: true, writeLevel: 1 })).json()).toMatchObject({ writeLevel: 1, canModerate: true, canConfigure: true });
    const refused = await write(fan, bj.channelId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'cs.board.followersOnly', msg: '이 게시판은 팬(팔로워)만 글을 쓸 수 있습니다.' });
    const byFollower = (await write(follower, bj.channelId)).json();
    // comments follow the board's level too
    expect((await post(fan.jar, '/api/cs/board-comment', { boardId: byFollower.id, content: '댓글' })).json()).toMatchObject({ code: 'cs.board.followersOnly' });
    expect((await post(follower.jar, '/api/cs/board-comment', { boardId: byFollower.id, content: '댓글' })).statusCode).toBe(201);
    // a member kicked from the channel's chat cannot post while the kick lasts
    await t.app.chatModeration.ban({ channelId: bj.channelId, memberId: follower.id, kind: 'kick', reason: '도배', actorId: bj.id, minutes: 10 });
    expect((await write(follower, bj.channelId)).json()).toMatchObject({ code: 'cs.board.banned', msg: '이 채널에서 강퇴 또는 차단되어 게시판을 이용할 수 없습니다.' });
    await t.app.chatModeration.lift(bj.channelId, follower.id, 'kick');
    await put(bj.jar, '/api/cs/board-setting', { channelId: bj.channelId, open: true, writeLevel: 2 });
    expect((await write(follower, bj.channelId)).json()).toMatchObject({ code: 'cs.board.subscribersOnly' });
    expect((await write(bj, bj.channelId)).statusCode).toBe(201);

    await put(bj.jar, '/api/cs/board-setting', { channelId: bj.channelId, open: false, writeLevel: 0 });
    expect((await write(fan, bj.channelId)).json()).toMatchObject({ code: 'cs.board.closed', msg: '이 채널의 게시판은 닫혀 있습니다.' });
    expect((await get(fan, `/api/cs/board-setting-check?channelId=${bj.channelId}`)).json()).toMatchObject({ open: false, canWrite: false });
  });

  it("never lets a member edit or delete another's post or comment; the BJ, managers and operators hide them", async () => {
    const bj = await broadcaster();
    const manager = await member();
    await t.app.chatModeration.addManager(bj.channelId, manager.id, bj.id);
    const a = await member();
    const b = await member();
    const p = (await write(a, bj.channelId, '원래 제목')).json();
    expect((await put(b.jar, '/api/cs/board-update', { boardId: p.id, title: '바꿈', content: '바꿈' })).json()).toMatchObject({ code: 'cs.board.notAuthor' });
    expect((await del(b.jar, `/api/cs/board-delete/${p.id}`)).statusCode).toBe(403);
    expect((await put(b.jar, `/api/cs/board-important/${bj.channelId}/${p.id}`)).json()).toMatchObject({ code: 'cs.board.notModerator' });
    const edited = await put(a.jar, '/api/cs/board-update', { boardId: p.id, title: '고친 제목', content: '고친 내용' });
    expect(edited.json()).toMatchObject({ title: '고친 제목', content: '고친 내용', updatedAt: expect.any(String) });

    const c = (await post(b.jar, '/api/cs/board-comment', { boardId: p.id, content: '광고 댓글' })).json();
    expect((await del(a.jar, `/api/cs/board-comment/${c.id}`)).statusCode).toBe(403);
    expect((await del(manager.jar, `/api/cs/board-comment/${c.id}`)).json()).toEqual({ id: c.id, result: 'hidden' });
    expect((await guest(`/api/cs/board-comment?boardId=${p.id}`)).json()).toMatchObject({ total: 0 });
    expect((await del(b.jar, `/api/cs/board-comment/${c.id}`)).statusCode).toBe(404);

    // the BJ hides the post: gone for everyone but its author (who sees why) and the moderators
    const hidden = await del(bj.jar, `/api/cs/board-delete/${p.id}?reason=${encodeURIComponent('게시판 규칙 위반')}`);
    expect(hidden.json()).toEqual({ id: p.id, result: 'hidden' });
    expect((await guest(`/api/cs/board-detail?boardId=${p.id}`)).statusCode).toBe(404);
    expect((await get(b, `/api/cs/board-detail?boardId=${p.id}`)).json()).toMatchObject({ code: 'cs.board.notFound' });
    expect((await get(a, `/api/cs/board-detail?boardId=${p.id}`)).json()).toMatchObject({ hidden: true, hiddenReason: '게시판 규칙 위반' });
    expect((await get(manager, `/api/cs/board-list?channelId=${bj.channelId}`)).json()).toMatchObject({ total: 1 });
    expect((await guest(`/api/cs/board-list?channelId=${bj.channelId}`)).json()).toMatchObject({ total: 0 });
    expect((await put(a.jar, '/api/cs/board-update', { boardId: p.id, title: '다시', content: '다시' })).json()).toMatchObject({ code: 'cs.board.hidden' });
    const log = (await t.app.inject({ method: 'GET', url: '/api/admin/operator-actions', headers: { ...CLIENT, host: API_HOST, cookie: operator.header() } })).json();
    expect(log.list[0]).toMatchObject({ action: 'board.hide', targetType: 'board_post', targetId: String(p.id), reason: '게시판 규칙 위반' });

    // a manager may not hide the BJ's own post; the BJ deletes it for good
    const bjPost = (await write(bj, bj.channelId, 'BJ 공지')).json();
    expect((await del(manager.jar, `/api/cs/board-delete/${bjPost.id}`)).json()).toMatchObject({ code: 'cs.board.notModerator' });
    expect((await del(bj.jar, `/api/cs/board-delete/${bjPost.id}`)).json()).toEqual({ id: bjPost.id, result: 'deleted' });

    // an operator hides a post on any board; the author deletes their own for good
    const q = (await write(b, bj.channelId)).json();
    expect((await del(operator, `/api/cs/board-delete/${q.id}`)).json()).toEqual({ id: q.id, result: 'hidden' });
    const r = (await write(b, bj.channelId)).json();
    expect((await del(b.jar, `/api/cs/board-delete/${r.id}`)).json()).toEqual({ id: r.id, result: 'deleted' });
    expect((await get(b, `/api/cs/board-detail?boardId=${r.id}`)).statusCode).toBe(404);
  });

  it('takes reports of a post and of a comment, kept as they were, for the operators', async () => {
    const bj = await broadcaster();
    const a = await member();
    const b = await member();
    const p = (await write(a, bj.channelId, '광고글', '싸게 팝니다 010-0000-0000')).json();
    const c = (await post(a.jar, '/api/cs/board-comment', { boardId: p.id, content: '여기로 연락 주세요' })).json();
    const reported = await post(b.jar, '/api/cs/declaration-post', { targetType: 'post', targetId: String(p.id), reason: 'spam' });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({ targetType: 'post', targetId: String(p.id), target: { loginId: a.loginId }, status: 'pending' });
    expect((await post(b.jar, '/api/cs/declaration-post', { targetType: 'comment', targetId: String(c.id), reason: 'spam' })).statusCode).toBe(201);
    expect((await post(a.jar, '/api/cs/declaration-post', { targetType: 'post', targetId: String(p.id), reason: 'spam' })).json()).toMatchObject({ code: 'cs.declaration.self' });
    expect((await post(b.jar, '/api/cs/declaration-post', { targetType: 'comment', targetId: '999999', reason: 'spam' })).statusCode).toBe(404);
    expect((await post(b.jar, '/api/cs/declaration-post', { targetType: 'post', targetId: '99999999999', reason: 'spam' })).statusCode).toBe(404);
    // the author edits the post afterwards: the operators still see what was reported
    await put(a.jar, '/api/cs/board-update', { boardId: p.id, title: '수정함', content: '아무것도 아니에요' });
    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/declarations', headers: { ...CLIENT, host: API_HOST, cookie: operator.header() } })).json();
    const mine = queue.list.filter((d: { reporter: { loginId: string } }) => d.reporter.loginId === b.loginId);
    expect(mine.map((d: { targetType: string; snapshot: string }) => [d.targetType, d.snapshot])).toEqual(
      expect.arrayContaining([
        ['post', '광고글\n\n싸게 팝니다 010-0000-0000'],
        ['comment', '여기로 연락 주세요'],
      ]),
    );
  });

  it('keeps at most five pinned posts and limits posts, comments and likes per minute', async () => {
    const bj = await broadcaster();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const writer = await member();
      ids.push((await write(writer, bj.channelId, `글 ${i}`)).json().id);
    }
    for (const id of ids.slice(0, 5)) expect((await put(bj.jar, `/api/cs/board-important/${bj.channelId}/${id}`)).json()).toMatchObject({ important: true });
    const sixth = await put(bj.jar, `/api/cs/board-important/${bj.channelId}/${ids[5]}`);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'cs.board.importantMax', msg: '공지(고정)글은 5개까지 둘 수 있습니다.' });
    expect((await put(bj.jar, `/api/cs/board-important/${bj.channelId}/${ids[0]}`)).json()).toMatchObject({ important: false });
    // another channel's post named under this channel
    const other = await broadcaster();
    expect((await put(other.jar, `/api/cs/board-important/${other.channelId}/${ids[0]}`)).statusCode).toBe(404);

    const spammer = await member();
    // three posts, a refused fourth, ten comments and a refused eleventh in one minute's window
    await awayFromWindowEnd();
    for (let i = 0; i < 3; i++) expect((await write(spammer, bj.channelId)).statusCode).toBe(201);
    const fourth = await write(spammer, bj.channelId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'cs.board.tooMany', msg: '잠시 후 다시 시도해주세요. (1분에 3번까지)' });
    for (let i = 0; i < 10; i++) expect((await post(spammer.jar, '/api/cs/board-comment', { boardId: ids[1], content: `댓글 ${i}` })).statusCode).toBe(201);
    expect((await post(spammer.jar, '/api/cs/board-comment', { boardId: ids[1], content: '하나 더' })).statusCode).toBe(429);
  });

  it('refuses bad input in the contract words and never answers 5xx', async () => {
    const bj = await broadcaster();
    const fan = await member();
    const cases: [string, string, object | undefined, number, string][] = [
      ['POST', '/api/cs/board-write', { channelId: bj.channelId, title: '', content: '내용' }, 400, 'cs.board.title'],
      ['POST', '/api/cs/board-write', { channelId: bj.channelId, title: 'x'.repeat(101), content: '내용' }, 400, 'cs.board.title'],
      ['POST', '/api/cs/board-write', { channelId: bj.channelId, title: '제목', content: 'x'.repeat(5001) }, 400, 'cs.board.content'],
      ['POST', '/api/cs/board-write', { channelId: bj.channelId, title: '제목', content: 'a\u0000b' }, 400, 'common.badRequest'],
      ['POST', '/api/cs/board-write', { channelId: 999_999, title: '제목', content: '내용' }, 404, 'live.channel.notFound'],
      // an id that cannot exist fails the contract (400) with the not-found words
      ['POST', '/api/cs/board-write', { channelId: 'abc', title: '제목', content: '내용' }, 400, 'live.channel.notFound'],
      ['POST', '/api/cs/board-comment', { boardId: 999_999, content: '댓글' }, 404, 'cs.board.notFound'],
      ['POST', '/api/cs/board-comment', { boardId: 1, content: ' ' }, 400, 'cs.board.comment'],
      ['POST', '/api/cs/board-like', { boardId: '1e3' }, 400, 'cs.board.notFound'],
      ['GET', '/api/cs/board-detail?boardId=-1', undefined, 400, 'cs.board.notFound'],
      ['GET', '/api/cs/board-detail?boardId=999999', undefined, 404, 'cs.board.notFound'],
      ['GET', '/api/cs/board-list?channelId=1&limit=1000', undefined, 400, 'common.badRequest'],
      ['DELETE', '/api/cs/board-delete/99999999999', undefined, 400, 'cs.board.notFound'],
      ['DELETE', '/api/cs/board-comment/0', undefined, 400, 'cs.board.commentNotFound'],
      ['DELETE', '/api/cs/board-comment/999999', undefined, 404, 'cs.board.commentNotFound'],
      ['PUT', '/api/cs/board-setting', { channelId: bj.channelId, open: true, writeLevel: 7 }, 400, 'cs.board.writeLevel'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: mutatingHeaders(fan.jar), payload });
      expect([url, res.statusCode, res.json().code]).toEqual([url, status, code]);
    }
    // signed out: reads work, writes do not
    expect((await guest(`/api/cs/board-setting-check?channelId=${bj.channelId}`)).json()).toMatchObject({ canWrite: false });
    const signedOut = await xsrfJar(t.app);
    expect((await post(signedOut, '/api/cs/board-write', { channelId: bj.channelId, title: 't', content: 'c' })).statusCode).toBe(401);
  });
});
