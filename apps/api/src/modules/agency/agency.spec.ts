// Agency (MCN) invitations: an operator creates an agency and invites a member with a contract file
// (checked by its bytes, logged); the member sees it as new, opens it, downloads the contract through
// a signed link that expires, and answers it once (accepting joins the agency, one at a time, and
// cancels their other invites). Nobody reaches another member's invite; brand operators (S) their
// brand only; nothing answers 5xx.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { multipart, PDF, png } from '../../testing/files';
import { API_HOST, LEX_HOST, CLIENT, createTestApp, mutatingHeaders, signIn, type CookieJar, type TestApp } from '../../testing/test-app';
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

const member = (role: 'V' | 'J' | 'S' = 'J', brand: 'luv' | 'lex' = 'luv') => signedInMember(t.app, { prefix: 'agc', role, brand });
type Who = Awaited<ReturnType<typeof member>>;

const get = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host, cookie: jar.header() } });
const post = (jar: CookieJar, url: string, payload: unknown, host = API_HOST) => t.app.inject({ method: 'POST', url, headers: mutatingHeaders(jar, host), payload: payload as object });
const del = (jar: CookieJar, url: string, host = API_HOST) => t.app.inject({ method: 'DELETE', url, headers: mutatingHeaders(jar, host) });
/** A GET without any session or client header: what a new tab or a native app sends. */
const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: { host: API_HOST, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });

let agencyN = 0;
async function agency(jar: CookieJar = operator, body: Record<string, unknown> = {}, host = API_HOST) {
  agencyN += 1;
  const res = await post(jar, '/api/admin/agencies', { name: `별빛엔터${agencyN}-${Date.now() % 10_000}`, ...body }, host);
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; brand: string };
}

type File = { filename: string; bytes: Buffer; type?: string };
function sendInvite(jar: CookieJar, fields: Record<string, string>, files: File[] = [{ filename: '전속계약서.pdf', bytes: PDF, type: 'application/pdf' }], host = API_HOST) {
  const body = multipart(
    fields,
    files.map((f) => ({ name: 'contract', filename: f.filename, type: f.type ?? 'application/octet-stream', bytes: f.bytes })),
  );
  return t.app.inject({ method: 'POST', url: '/api/admin/agency-invites', headers: { ...mutatingHeaders(jar, host), 'content-type': body.contentType }, payload: body.payload });
}
async function invited(who: Who, agencyId?: number, extra: Record<string, string> = {}) {
  const id = agencyId ?? (await agency()).id;
  const res = await sendInvite(operator, { agencyId: String(id), loginId: who.loginId, sharePercent: '70', message: '함께해요\n<b>환영</b>', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; agency: { id: number; name: string } };
}
const stored = () => (readdirSync(uploads).includes('agency-contracts') ? readdirSync(path.join(uploads, 'agency-contracts')).length : 0);
const expire = (id: number) => t.app.db.execute(sql`update agency_invites set expires_at = now() - interval '1 second' where id = ${id}`);
const log = async () => (await get(operator, '/api/admin/operator-actions?limit=100')).json().list as { action: string; targetType: string; targetId: string; operatorLoginId: string }[];

describe('an invited member', () => {
  it('sees the invite as new, opens it (read), downloads the contract through a signed link and accepts: joins the agency', async () => {
    const a = await member();
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: false, count: 0 });
    const inv = await invited(a);
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: true, count: 1 });

    const list = (await get(a.jar, '/api/my/agency-invites/me')).json();
    expect(list).toMatchObject({ total: 1, offset: 0, limit: 10 });
    expect(list.list[0]).toMatchObject({ id: inv.id, agency: { name: inv.agency.name }, sharePercent: 70, message: '함께해요\n<b>환영</b>', status: 'pending', unread: true, contractName: '전속계약서.pdf', contractType: 'application/pdf' });
    const days = (Date.parse(list.list[0].expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const one = await get(a.jar, `/api/my/agency-invites/${inv.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: inv.id, status: 'pending', unread: false });
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: false, count: 0 });
    expect((await get(a.jar, '/api/my/agency-invites/me')).json().list[0].unread).toBe(false);

    const link = await post(a.jar, '/api/my/agency-invites/download-url', { id: inv.id });
    expect(link.statusCode).toBe(200);
    const { url, expiresAt } = link.json();
    expect(url).toMatch(new RegExp(`^http://${API_HOST.replace(/\./g, '\\.')}/api/agency-contracts/${inv.id}\\?expires=\\d+&signature=[\\w-]{43}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const file = await open(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="file"; filename*=UTF-8''${encodeURIComponent('전속계약서.pdf')}`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const accepted = await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ id: inv.id, status: 'accepted' });
    expect(accepted.json().respondedAt).toEqual(expect.any(String));
    expect(await t.app.agencies.membershipOf(a.id)).toMatchObject({ agencyId: inv.agency.id, inviteId: inv.id, sharePercent: 70 });
    expect((await get(a.jar, '/api/my/agency-invites/me')).json().list[0].status).toBe('accepted');
    // the contract stays downloadable after the answer
    expect((await open((await post(a.jar, '/api/my/agency-invites/download-url', { id: inv.id })).json().url)).statusCode).toBe(200);
    const agencies = (await get(operator, '/api/admin/agencies')).json().list;
    expect(agencies).toContainEqual(expect.objectContaining({ id: inv.agency.id, members: 1 }));
  });

  it('rejects an invite: no membership, and the answer is final (a second answer is 409 agency.invite.answered)', async () => {
    const a = await member();
    const inv = await invited(a);
    const rejected = await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type: 'reject' });
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(await t.app.agencies.membershipOf(a.id)).toBeNull();
    for (const type of ['accept', 'reject']) {
      const again = await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'agency.invite.answered', msg: '이미 응답했거나 취소된 초대입니다.' });
    }
  });

  it('answers two parallel accepts of one invite once', async () => {
    const a = await member();
    const inv = await invited(a);
    const answers = await Promise.all([0, 1, 2].map(() => post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type: 'accept' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('accepting cancels their other pending invites; another agency is refused while they belong to one (409), the same agency again takes the new share', async () => {
    const a = await member();
    const first = await invited(a);
    const second = await invited(a);
    expect((await post(a.jar, `/api/my/agency-invites/${second.id}/respond`, { type: 'accept' })).statusCode).toBe(200);
    const list = (await get(a.jar, '/api/my/agency-invites/me')).json().list as { id: number; status: string }[];
    expect(list.find((i) => i.id === first.id)!.status).toBe('cancelled');
    expect((await post(a.jar, `/api/my/agency-invites/${first.id}/respond`, { type: 'accept' })).json()).toMatchObject({ code: 'agency.invite.answered' });

    // a later invite of another agency: refused while they belong to the first
    const third = await invited(a);
    const refused = await post(a.jar, `/api/my/agency-invites/${third.id}/respond`, { type: 'accept' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'agency.invite.otherAgency', msg: '이미 다른 에이전시에 소속되어 있습니다. 소속을 해지한 뒤 수락할 수 있습니다.' });
    expect((await get(a.jar, `/api/my/agency-invites/${third.id}`)).json().status).toBe('pending');
    expect(await t.app.agencies.membershipOf(a.id)).toMatchObject({ agencyId: second.agency.id });
    // they may still reject it
    expect((await post(a.jar, `/api/my/agency-invites/${third.id}/respond`, { type: 'reject' })).statusCode).toBe(200);

    // a new contract of their own agency: accepted, the new share
    const renewal = await invited(a, second.agency.id, { sharePercent: '80' });
    expect((await post(a.jar, `/api/my/agency-invites/${renewal.id}/respond`, { type: 'accept' })).statusCode).toBe(200);
    expect(await t.app.agencies.membershipOf(a.id)).toMatchObject({ agencyId: second.agency.id, sharePercent: 80, inviteId: renewal.id });
  });

  it('cannot answer an expired invite (409 agency.invite.expired); it shows as expired and leaves has-new; a new invite of the agency replaces it', async () => {
    const a = await member();
    const inv = await invited(a);
    await expire(inv.id);
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: false, count: 0 });
    const res = await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type: 'accept' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'agency.invite.expired', msg: '기간이 지난 초대입니다.' });
    expect((await get(a.jar, `/api/my/agency-invites/${inv.id}`)).json().status).toBe('expired');
    expect((await get(operator, '/api/admin/agency-invites?status=expired&limit=100')).json().list.map((i: { id: number }) => i.id)).toContain(inv.id);
    expect((await get(operator, '/api/admin/agency-invites?status=pending&limit=100')).json().list.map((i: { id: number }) => i.id)).not.toContain(inv.id);
    const again = await invited(a, inv.agency.id);
    expect((await get(a.jar, `/api/my/agency-invites/${inv.id}`)).json().status).toBe('cancelled');
    expect((await post(a.jar, `/api/my/agency-invites/${again.id}/respond`, { type: 'accept' })).statusCode).toBe(200);
  });

  it('is told the clear rule for a bad answer type, a bad id and a missing body', async () => {
    const a = await member();
    const inv = await invited(a);
    for (const body of [{ type: 'maybe' }, { type: 1 }, { type: 'ACCEPT' }]) {
      const res = await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'agency.invite.responseType', msg: '수락 또는 거절을 선택해주세요.' });
    }
    expect((await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, {})).statusCode).toBe(400);
    expect((await get(a.jar, `/api/my/agency-invites/${inv.id}`)).json().status).toBe('pending');
    for (const id of ['0', 'abc', '99999999999', '-1']) {
      expect((await get(a.jar, `/api/my/agency-invites/${id}`)).statusCode).toBe(400);
      expect((await post(a.jar, `/api/my/agency-invites/${id}/respond`, { type: 'accept' })).statusCode).toBe(400);
    }
    expect((await get(a.jar, '/api/my/agency-invites/2147483647')).statusCode).toBe(404);
    expect((await post(a.jar, '/api/my/agency-invites/download-url', { id: 'x' })).json()).toMatchObject({ code: 'agency.invite.notFound' });
    expect((await post(a.jar, '/api/my/agency-invites/download-url', {})).statusCode).toBe(400);
    expect((await get(a.jar, '/api/my/agency-invites/me?limit=0')).statusCode).toBe(400);
    expect((await get(a.jar, '/api/my/agency-invites/me?offset=1&limit=1')).json()).toMatchObject({ list: [], total: 1, offset: 1, limit: 1 });
  });
});

describe('the signed contract link', () => {
  it('is refused (403 agency.contract.link) once expired, when its signature, expiry or id is altered, and without its query', async () => {
    const a = await member();
    const inv = await invited(a);
    const other = await invited(await member());
    const { url } = (await post(a.jar, '/api/my/agency-invites/download-url', { id: inv.id })).json();
    const u = new URL(url);
    const expires = Number(u.searchParams.get('expires'));
    const signature = u.searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const bad of [
      `/api/agency-contracts/${inv.id}?expires=${expires}&signature=${flipped}`,
      `/api/agency-contracts/${inv.id}?expires=${expires + 1}&signature=${signature}`,
      `/api/agency-contracts/${other.id}?expires=${expires}&signature=${signature}`,
      `/api/agency-contracts/2147483000?expires=${expires}&signature=${signature}`,
      `/api/agency-contracts/${inv.id}?expires=${expires + 86_400 * 365}&signature=${signature}`,
    ]) {
      const res = await open(bad);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'agency.contract.link', msg: '만료되었거나 올바르지 않은 링크입니다. 계약서 받기를 다시 눌러주세요.' });
    }
    for (const malformed of [`/api/agency-contracts/${inv.id}`, `/api/agency-contracts/${inv.id}?expires=abc&signature=${signature}`, `/api/agency-contracts/${inv.id}?expires=${expires}&signature=short`]) {
      expect((await open(malformed)).statusCode).toBe(400);
    }
    // the link itself works until it expires
    expect((await open(url)).statusCode).toBe(200);
    jest.useFakeTimers({ now: Date.now() + 5 * 60_000 + 1000, doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'] });
    try {
      const late = await open(url);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ code: 'agency.contract.link' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('serves an image contract as an image download, never inline', async () => {
    const a = await member();
    const res = await sendInvite(operator, { agencyId: String((await agency()).id), loginId: a.loginId, sharePercent: '50' }, [{ filename: '../계약서 사진.html', bytes: png(), type: 'text/html' }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contractName: '계약서 사진.html.png', contractType: 'image/png', message: '' });
    const { url } = (await post(a.jar, '/api/my/agency-invites/download-url', { id: res.json().id })).json();
    const file = await open(url);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });
});

describe("another member's invite", () => {
  it('is never read, answered or downloaded by someone else: 404 agency.invite.notFound for each call', async () => {
    const a = await member();
    const b = await member();
    const inv = await invited(a);
    const notFound = { code: 'agency.invite.notFound', msg: '에이전시 초대를 찾을 수 없습니다.' };
    const read = await get(b.jar, `/api/my/agency-invites/${inv.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject(notFound);
    for (const type of ['accept', 'reject']) {
      const res = await post(b.jar, `/api/my/agency-invites/${inv.id}/respond`, { type });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(notFound);
    }
    const link = await post(b.jar, '/api/my/agency-invites/download-url', { id: inv.id });
    expect(link.statusCode).toBe(404);
    expect(link.json()).toMatchObject(notFound);
    expect((await get(b.jar, '/api/my/agency-invites/me')).json()).toMatchObject({ total: 0, list: [] });
    expect((await get(b.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: false, count: 0 });
    // untouched for its member: still new and pending; b belongs to no agency
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: true, count: 1 });
    expect(await t.app.agencies.membershipOf(b.id)).toBeNull();
    // a member is no operator, a guest is nobody
    expect((await get(b.jar, '/api/admin/agency-invites')).statusCode).toBe(403);
    expect((await del(b.jar, `/api/admin/agency-invites/${inv.id}`)).statusCode).toBe(403);
    expect((await post(b.jar, '/api/admin/agencies', { name: '내 에이전시' })).statusCode).toBe(403);
    expect((await get(b.jar, '/api/admin/agencies')).statusCode).toBe(403);
    expect((await sendInvite(b.jar, { agencyId: String(inv.agency.id), loginId: b.loginId, sharePercent: '1' })).statusCode).toBe(403);
    for (const url of ['/api/my/agency-invites/has-new', '/api/my/agency-invites/me', `/api/my/agency-invites/${inv.id}`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST } })).statusCode).toBe(401);
    }
  });
});

describe('operators', () => {
  it('create agencies (logged; a taken name is 409 agency.nameTaken) and list them', async () => {
    const created = await agency(operator, { name: '  달빛엔터  ' });
    expect(created).toMatchObject({ name: '달빛엔터', brand: 'luv', members: 0 });
    const taken = await post(operator, '/api/admin/agencies', { name: '달빛엔터' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'agency.nameTaken', msg: '이미 있는 에이전시 이름입니다.' });
    // the same name in another brand is another agency
    expect((await post(operator, '/api/admin/agencies', { name: '달빛엔터', brand: 'lex' })).json()).toMatchObject({ brand: 'lex' });
    expect((await post(operator, '/api/admin/agencies', {})).statusCode).toBe(400);
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(51) }, { name: 7 }, { name: 'a\nb' }]) {
      const res = await post(operator, '/api/admin/agencies', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'agency.name' });
    }
    for (const brand of ['nope', 'LUV', '', 'constructor', 'toString']) expect((await post(operator, '/api/admin/agencies', { name: `브랜드${brand}`, brand })).json()).toMatchObject({ code: 'agency.brand' });
    expect((await get(operator, '/api/admin/agencies')).json().list).toContainEqual(expect.objectContaining({ id: created.id, name: '달빛엔터' }));
    expect(await log()).toContainEqual(expect.objectContaining({ action: 'agency.create', targetType: 'agency', targetId: String(created.id), operatorLoginId: 'opdemo01' }));
  });

  it('send an invite with a contract (logged) and are told each bad field, file and target', async () => {
    const a = await member();
    const ag = await agency();
    const before = stored();
    const base = { agencyId: String(ag.id), loginId: a.loginId, sharePercent: '60', message: '계약 제안드립니다' };
    const cases: [Record<string, string>, File[] | undefined, number, string][] = [
      [{ ...base, sharePercent: '101' }, undefined, 400, 'agency.invite.share'],
      [{ ...base, sharePercent: '-1' }, undefined, 400, 'agency.invite.share'],
      [{ ...base, sharePercent: '12.5' }, undefined, 400, 'agency.invite.share'],
      [{ ...base, sharePercent: '' }, undefined, 400, 'agency.invite.share'],
      [{ ...base, message: 'x'.repeat(1001) }, undefined, 400, 'agency.invite.message'],
      [{ ...base, loginId: '' }, undefined, 400, 'agency.invite.member'],
      [{ ...base, agencyId: 'abc' }, undefined, 400, 'agency.notFound'],
      [{ ...base, agencyId: '2147483000' }, undefined, 404, 'agency.notFound'],
      [{ ...base, loginId: 'nobody000x' }, undefined, 404, 'agency.invite.member'],
      [base, [], 400, 'agency.contract.required'],
      [base, [{ filename: 'contract.pdf', bytes: Buffer.from('<html>not a pdf</html>'), type: 'application/pdf' }], 415, 'agency.contract.type'],
      [base, [{ filename: 'empty.pdf', bytes: Buffer.alloc(0) }], 415, 'agency.contract.type'],
      [base, [{ filename: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) }], 413, 'agency.contract.size'],
      [base, [{ filename: '\u202e/..', bytes: PDF }], 400, 'agency.contract.name'],
    ];
    for (const [fields, files, status, code] of cases) {
      const res = await sendInvite(operator, fields, files);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    const notMultipart = await post(operator, '/api/admin/agency-invites', base);
    expect(notMultipart.json()).toMatchObject({ code: 'agency.contract.required' });
    expect(stored()).toBe(before);

    const sent = await sendInvite(operator, base);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: 'pending', sharePercent: 60, message: '계약 제안드립니다', agency: { id: ag.id, brand: 'luv' }, member: { loginId: a.loginId, brand: 'luv' }, invitedBy: 'opdemo01' });
    expect(stored()).toBe(before + 1);
    const twice = await sendInvite(operator, base);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'agency.invite.open' });
    expect(stored()).toBe(before + 1);
    expect(await log()).toContainEqual(expect.objectContaining({ action: 'agencyInvite.send', targetType: 'agencyInvite', targetId: String(sent.json().id) }));
    const listed = (await get(operator, '/api/admin/agency-invites?status=pending&limit=100')).json();
    expect(listed.list).toContainEqual(expect.objectContaining({ id: sent.json().id, status: 'pending' }));
    expect((await get(operator, '/api/admin/agency-invites?status=bogus')).statusCode).toBe(400);
  });

  it('cancel a pending invite (logged): the member can no longer answer; a cancelled or answered one is 409', async () => {
    const a = await member();
    const inv = await invited(a);
    const cancelled = await del(operator, `/api/admin/agency-invites/${inv.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: inv.id, status: 'cancelled' });
    expect((await get(a.jar, '/api/my/agency-invites/has-new')).json()).toEqual({ hasNew: false, count: 0 });
    expect((await post(a.jar, `/api/my/agency-invites/${inv.id}/respond`, { type: 'accept' })).json()).toMatchObject({ code: 'agency.invite.answered' });
    expect((await del(operator, `/api/admin/agency-invites/${inv.id}`)).json()).toMatchObject({ code: 'agency.invite.answered' });
    expect((await get(operator, '/api/admin/agency-invites?status=cancelled&limit=100')).json().list.map((i: { id: number }) => i.id)).toContain(inv.id);
    expect(await log()).toContainEqual(expect.objectContaining({ action: 'agencyInvite.cancel', targetId: String(inv.id) }));
    const answered = await invited(a);
    await post(a.jar, `/api/my/agency-invites/${answered.id}/respond`, { type: 'reject' });
    expect((await del(operator, `/api/admin/agency-invites/${answered.id}`)).statusCode).toBe(409);
    expect((await del(operator, '/api/admin/agency-invites/2147483000')).statusCode).toBe(404);
    expect((await del(operator, '/api/admin/agency-invites/abc')).statusCode).toBe(400);
  });

  it.each([
    ['on the second brand', LEX_HOST],
    ['even signed in on another brand', API_HOST],
  ])("of the second brand (S) manage that brand's agencies and members only, %s", async (_case, host) => {
    const lexOperator = await member('S', host === LEX_HOST ? 'lex' : 'luv');
    const lexMember = await member('J', 'lex');
    const luvMember = await member('J', 'luv');
    // their agency is of their brand, whatever the body says
    const lexAgency = await agency(lexOperator.jar, {}, host);
    expect(lexAgency.brand).toBe('lex');
    const otherBrand = await post(lexOperator.jar, '/api/admin/agencies', { name: '남의 브랜드', brand: 'luv' }, host);
    expect(otherBrand.statusCode).toBe(403);
    const luvAgency = await agency();
    expect((await get(lexOperator.jar, '/api/admin/agencies', host)).json().list.map((x: { brand: string }) => x.brand)).not.toContain('luv');

    // invites: their agency to their brand's member only
    expect((await sendInvite(lexOperator.jar, { agencyId: String(luvAgency.id), loginId: lexMember.loginId, sharePercent: '50' }, undefined, host)).json()).toMatchObject({ code: 'agency.notFound' });
    expect((await sendInvite(lexOperator.jar, { agencyId: String(lexAgency.id), loginId: luvMember.loginId, sharePercent: '50' }, undefined, host)).json()).toMatchObject({ code: 'agency.invite.member' });
    const mine = await sendInvite(lexOperator.jar, { agencyId: String(lexAgency.id), loginId: lexMember.loginId, sharePercent: '50' }, undefined, host);
    expect(mine.statusCode).toBe(201);
    const luvInvite = await invited(luvMember, luvAgency.id);

    const seen = (await get(lexOperator.jar, '/api/admin/agency-invites?limit=100', host)).json().list.map((i: { id: number }) => i.id);
    expect(seen).toContain(mine.json().id);
    expect(seen).not.toContain(luvInvite.id);
    expect((await del(lexOperator.jar, `/api/admin/agency-invites/${luvInvite.id}`, host)).statusCode).toBe(404);
    expect((await del(lexOperator.jar, `/api/admin/agency-invites/${mine.json().id}`, host)).json()).toMatchObject({ status: 'cancelled' });
    // the operator (O) sees every brand's
    const all = (await get(operator, '/api/admin/agency-invites?limit=100')).json().list.map((i: { id: number }) => i.id);
    expect(all).toEqual(expect.arrayContaining([mine.json().id, luvInvite.id]));
  });
});
