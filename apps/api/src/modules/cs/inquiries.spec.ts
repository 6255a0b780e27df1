// Customer-service inquiries: a member writes one with attachments (checked by their bytes), reads
// it with the operator's answer (unread until opened), deletes it while it waits; operators answer
// from their queue (logged; brand operators see their brand only); nobody else reaches any of it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { multipart, PDF, png } from '../../testing/files';
import { API_HOST, LEX_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
import { signedInMember } from '../../testing/members';

let t: TestApp;
let uploads: string;
let operator: CookieJar;
beforeAll(async () => {
  t = await createTestApp({ uploads: true });
  uploads = t.uploadDir!;
  operator = (await signIn(t.app, { loginId: 'opdemo01', password: 'Oper!2345' })).jar;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const member = (role: 'V' | 'S' = 'V', host = API_HOST) => signedInMember(t.app, { prefix: 'asker', role, host });
type Who = Awaited<ReturnType<typeof member>>;

const FIELDS = { category: 'luv', title: '충전이 안 돼요', content: '카드 결제 후 러브가 들어오지 않았습니다.\n확인 부탁드립니다.' };
type File = { filename: string; bytes: Buffer; type?: string };
function write(who: Who, fields: Record<string, string> = FIELDS, files: File[] = []) {
  const body = multipart(
    fields,
    files.map((f) => ({ name: 'files', filename: f.filename, type: f.type ?? 'application/octet-stream', bytes: f.bytes })),
  );
  return t.app.inject({ method: 'POST', url: '/api/cs/inquiry', headers: { ...mutatingHeaders(who.jar, who.host), 'content-type': body.contentType }, payload: body.payload });
}
const get = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host, cookie: jar.header() } });
const del = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'DELETE', url, headers: mutatingHeaders(jar, host) });
const answer = (jar: CookieJar, id: number, text: string, host = API_HOST) => t.app.inject({ method: 'PUT', url: `/api/admin/inquiries/${id}/answer`, headers: mutatingHeaders(jar, host), payload: { answer: text } });
const stored = () => (readdirSync(uploads).includes('inquiries') ? readdirSync(path.join(uploads, 'inquiries')).length : 0);

describe('inquiries', () => {
  it('are written with files, answered by an operator (logged), shown as an unread answer until opened, and kept once answered', async () => {
    const a = await member();
    const res = await write(a, FIELDS, [
      { filename: '영수증.png', bytes: png(), type: 'image/png' },
      { filename: 'statement.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(201);
    const written = res.json();
    expect(written).toMatchObject({ category: 'luv', title: FIELDS.title, content: FIELDS.content, status: 'waiting', answer: null, answerUnread: false });
    expect(written.attachments.map((f: { name: string; contentType: string }) => [f.name, f.contentType])).toEqual([
      ['영수증.png', 'image/png'],
      ['statement.pdf', 'application/pdf'],
    ]);

    // the file comes back only as a download, with the type its bytes were checked as
    const file = await get(a.jar, `/api/cs/inquiry/${written.id}/attachments/${written.attachments[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="file"; filename*=UTF-8''${encodeURIComponent('영수증.png')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png())).toBe(true);

    // the operator's queue, the attachment for the operator, the answer
    const queue = (await get(operator, '/api/admin/inquiries?status=waiting&limit=100')).json();
    expect(queue.list).toContainEqual(expect.objectContaining({ id: written.id, loginId: a.loginId, brand: 'luv', status: 'waiting' }));
    expect((await get(operator, `/api/cs/inquiry/${written.id}/attachments/${written.attachments[1].id}`)).statusCode).toBe(200);
    const answered = await answer(operator, written.id, '확인 후 러브를 지급했습니다.');
    expect(answered.json()).toMatchObject({ id: written.id, status: 'answered', answer: '확인 후 러브를 지급했습니다.' });
    expect((await answer(operator, written.id, '두 번째 답변')).json()).toMatchObject({ code: 'cs.inquiry.alreadyAnswered', msg: '이미 답변한 문의입니다.' });

    const list = (await get(a.jar, '/v2/api/cs/inquiry-list')).json();
    expect(list).toMatchObject({ total: 1, unreadAnswers: 1, offset: 0, limit: 10 });
    expect(list.list[0]).toMatchObject({ id: written.id, status: 'answered', answerUnread: true });
    expect((await get(a.jar, `/api/cs/inquiry/${written.id}`)).json()).toMatchObject({ answer: '확인 후 러브를 지급했습니다.', answerUnread: true });
    expect((await get(a.jar, '/api/cs/inquiry-list')).json()).toMatchObject({ unreadAnswers: 0, list: [expect.objectContaining({ answerUnread: false })] });

    expect((await del(a.jar, `/api/cs/inquiry-delete/${written.id}`)).json()).toMatchObject({ code: 'cs.inquiry.answered', msg: '답변이 달린 문의는 삭제할 수 없습니다.' });
    const log = (await get(operator, '/api/admin/operator-actions')).json();
    expect(log.list[0]).toMatchObject({ operatorLoginId: 'opdemo01', action: 'inquiry.answer', targetType: 'inquiry', targetId: String(written.id) });
  });

  it('deletes a waiting inquiry with its files', async () => {
    const a = await member();
    const before = stored();
    const { id } = (await write(a, FIELDS, [{ filename: 'a.png', bytes: png() }])).json();
    expect(stored()).toBe(before + 1);
    expect((await del(a.jar, `/api/cs/inquiry-delete/${id}`)).json()).toEqual({ id });
    expect(stored()).toBe(before);
    expect((await get(a.jar, `/api/cs/inquiry/${id}`)).statusCode).toBe(404);
    expect((await del(a.jar, `/api/cs/inquiry-delete/${id}`)).statusCode).toBe(404);
  });

  it("never lets one member read, delete or download another's inquiry, nor a member use the operators' calls", async () => {
    const a = await member();
    const b = await member();
    const { id, attachments } = (await write(a, FIELDS, [{ filename: 'a.png', bytes: png() }])).json();
    for (const url of [`/api/cs/inquiry/${id}`, `/api/cs/inquiry/${id}/attachments/${attachments[0].id}`]) {
      const res = await get(b.jar, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'cs.inquiry.notFound', msg: '문의를 찾을 수 없습니다.' });
    }
    expect((await del(b.jar, `/api/cs/inquiry-delete/${id}`)).statusCode).toBe(404);
    expect((await get(b.jar, '/api/cs/inquiry-list')).json()).toMatchObject({ total: 0, list: [] });
    expect((await get(a.jar, `/api/cs/inquiry/${id}`)).statusCode).toBe(200);
    // a member is no operator
    expect((await get(b.jar, '/api/admin/inquiries')).statusCode).toBe(403);
    expect((await get(b.jar, `/api/admin/inquiries/${id}`)).statusCode).toBe(403);
    expect((await answer(b.jar, id, '제가 답할게요')).statusCode).toBe(403);
    expect((await get(b.jar, '/api/admin/operator-actions')).statusCode).toBe(403);
    // and a guest is nobody
    expect((await t.app.inject({ method: 'GET', url: '/api/cs/inquiry-list', headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(401);
  });

  it.each([
    ['on the second brand', LEX_HOST],
    ['even signed in on another brand', API_HOST],
  ])("shows an operator of the second brand (S) that brand's inquiries only, %s", async (_case, host) => {
    const luvAsker = await member();
    const lexAsker = await member('V', LEX_HOST);
    const luvInquiry = (await write(luvAsker, FIELDS, [{ filename: 'a.png', bytes: png() }])).json();
    const lexInquiry = (await write(lexAsker)).json();
    const lexOperator = await member('S', host);
    const queue = (await get(lexOperator.jar, '/api/admin/inquiries?limit=100', host)).json();
    expect(queue.list.map((i: { id: number }) => i.id)).toContain(lexInquiry.id);
    expect(queue.list.map((i: { id: number }) => i.id)).not.toContain(luvInquiry.id);
    expect((await get(lexOperator.jar, `/api/admin/inquiries/${luvInquiry.id}`, host)).statusCode).toBe(404);
    expect((await get(lexOperator.jar, `/api/cs/inquiry/${luvInquiry.id}/attachments/${luvInquiry.attachments[0].id}`, host)).statusCode).toBe(404);
    expect((await answer(lexOperator.jar, luvInquiry.id, '다른 브랜드', host)).statusCode).toBe(404);
    expect((await answer(lexOperator.jar, lexInquiry.id, '렉스 답변', host)).json()).toMatchObject({ status: 'answered', brand: 'lex' });
    // the operators' log is for operators (O) only
    expect((await get(lexOperator.jar, '/api/admin/operator-actions', host)).statusCode).toBe(403);
  });

  it.each([
    ['no category', { ...FIELDS, category: '' }, 'cs.inquiry.category'],
    ['an unknown category', { ...FIELDS, category: 'refund' }, 'cs.inquiry.category'],
    ['an empty title', { ...FIELDS, title: '   ' }, 'cs.inquiry.title'],
    ['a title over 100 characters', { ...FIELDS, title: '가'.repeat(101) }, 'cs.inquiry.title'],
    ['a text over 2,000 characters', { ...FIELDS, content: 'x'.repeat(2001) }, 'cs.inquiry.content'],
    ['control characters', { ...FIELDS, content: 'hi\u0007there' }, 'cs.inquiry.content'],
  ])('refuses %s and keeps nothing', async (_case, fields, code) => {
    const a = await member();
    const res = await write(a, fields as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
    expect((await get(a.jar, '/api/cs/inquiry-list')).json().total).toBe(0);
  });

  it.each([
    ['a text file named .png', [{ filename: 'photo.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' }], 415, 'cs.file.type', '첨부 파일은 JPG, PNG, GIF 또는 PDF만 올릴 수 있습니다.'],
    ['an HTML page', [{ filename: 'page.html', bytes: Buffer.from('<!doctype html><h1>hi</h1>'), type: 'text/html' }], 415, 'cs.file.type', undefined],
    ['an image bomb (a PNG whose header claims 100,000 x 100,000 pixels)', [{ filename: 'bomb.png', bytes: png(100_000, 100_000, false), type: 'image/png' }], 415, 'cs.file.type', undefined],
    ['an empty file', [{ filename: 'empty.png', bytes: Buffer.alloc(0), type: 'image/png' }], 415, 'cs.file.type', undefined],
    ['a file over 5 MB', [{ filename: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), type: 'application/pdf' }], 413, 'cs.file.size', '첨부 파일은 하나에 5MB까지 올릴 수 있습니다.'],
    ['four files', Array.from({ length: 4 }, (_, i) => ({ filename: `${i}.png`, bytes: png(), type: 'image/png' })), 400, 'cs.file.count', '파일은 3개까지 첨부할 수 있습니다.'],
    ['a name that is only a path', [{ filename: '../../', bytes: png(), type: 'image/png' }], 400, 'cs.file.name', undefined],
  ])('refuses %s with a clear message and stores nothing', async (_case, files, status, code, msg) => {
    const a = await member();
    const before = stored();
    const res = await write(a, FIELDS, files as File[]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, ...(msg ? { msg } : {}) });
    expect(stored()).toBe(before);
    expect((await get(a.jar, '/api/cs/inquiry-list')).json().total).toBe(0);
  });

  it('keeps only the last part of a file name, without path or control characters', async () => {
    const a = await member();
    const res = await write(a, FIELDS, [{ filename: '..\\..\\windows\\증빙 <1>|.png', bytes: png(), type: 'image/png' }]);
    expect(res.json().attachments[0].name).toBe('증빙 1.png');
    // a name cannot hide or choose how the file opens once saved: bidirectional overrides go, the checked type's extension ends it
    const disguised = await write(a, FIELDS, [
      { filename: 'invoice\u202Egnp.hta', bytes: png(), type: 'image/png' },
      { filename: 'page.html', bytes: PDF, type: 'application/pdf' },
      { filename: 'PHOTO.JPEG', bytes: png(), type: 'image/png' },
    ]);
    expect(disguised.json().attachments.map((f: { name: string }) => f.name)).toEqual(['invoicegnp.hta.png', 'page.html.pdf', 'PHOTO.JPEG.png']);
    expect(readdirSync(path.join(uploads, 'inquiries')).every((f) => /^\d+-[0-9a-f-]{36}\.(png|pdf|gif|jpg)$/.test(f))).toBe(true);
  });

  it('lets a member write 3 inquiries a minute, then asks them to wait', async () => {
    const a = await member();
    await awayFromWindowEnd();
    for (let i = 0; i < 3; i++) expect((await write(a)).statusCode).toBe(201);
    const res = await write(a);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'cs.inquiry.tooMany', msg: '문의는 1분에 3개까지 작성할 수 있습니다. 잠시 후 다시 시도해주세요.' });
  });

  it("takes an appeal of the member's hidden post or chat ban as a report inquiry linked to it, one open appeal per action", async () => {
    const a = await member();
    const b = await member();
    const { channel } = await t.app.channels.ensureForOwner(b.id, '이의신청 채널');
    const postId = await t.app.boards.create({ channelId: channel.id, authorId: a.id, title: '내 글', content: '내용' });
    // not hidden yet: nothing to appeal
    expect((await write(a, { ...FIELDS, appeal: `board_post:${postId}` })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    await t.app.boards.hide(postId, b.id, '광고로 보입니다');
    const res = await write(a, { ...FIELDS, category: 'etc', appeal: `board_post:${postId}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'report', appeal: { type: 'board_post', id: String(postId), summary: '내 글 — 광고로 보입니다' } });
    expect((await write(a, { ...FIELDS, appeal: `board_post:${postId}` })).json()).toMatchObject({ code: 'cs.inquiry.appealOpen', msg: '이 조치에 대한 이의신청이 이미 접수되어 있습니다. 답변을 기다려주세요.' });
    // someone else's hidden post, a ban that is not there, a malformed reference
    expect((await write(b, { ...FIELDS, appeal: `board_post:${postId}` })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    // (a member of its own: 3 inquiries a minute)
    const c = await member();
    expect((await write(c, { ...FIELDS, appeal: `chat_ban:${channel.id}` })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    expect((await write(c, { ...FIELDS, appeal: 'sanction:1' })).json()).toMatchObject({ code: 'cs.inquiry.appeal' });
    await t.app.chatModeration.ban({ channelId: channel.id, memberId: c.id, kind: 'blacklist', reason: '욕설', actorId: b.id });
    const ban = await write(c, { ...FIELDS, appeal: `chat_ban:${channel.id}` });
    expect(ban.json()).toMatchObject({ appeal: { type: 'chat_ban', id: String(channel.id), summary: '이의신청 채널 — blacklist: 욕설' } });
    // the operators see what is appealed
    const queued = (await get(operator, `/api/admin/inquiries/${ban.json().id}`)).json();
    expect(queued).toMatchObject({ appeal: { type: 'chat_ban', summary: '이의신청 채널 — blacklist: 욕설' } });
  });

  it('answers bad ids with 404 and a wrong answer with 400, never a 5xx', async () => {
    const a = await member();
    for (const url of ['/api/cs/inquiry/0', '/api/cs/inquiry/abc', '/api/cs/inquiry/99999999999', '/api/cs/inquiry/1/attachments/x']) {
      expect([400, 404]).toContain((await get(a.jar, url)).statusCode);
    }
    const { id } = (await write(a)).json();
    expect((await answer(operator, id, '   ')).json()).toMatchObject({ code: 'cs.inquiry.answer' });
    expect((await answer(operator, id, 'x'.repeat(4001))).json()).toMatchObject({ code: 'cs.inquiry.answer' });
    expect((await answer(operator, 2_000_000_000, '답변')).statusCode).toBe(404);
  });
});
