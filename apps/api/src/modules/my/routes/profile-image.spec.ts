// The profile picture: uploaded as multipart, checked by its bytes, re-encoded as a 256 px WebP square
// without its metadata, stored outside every web root and served publicly with a safe type; the
// old one removed; wrong types, oversized files, image bombs and path tricks refused, nothing kept.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { multipart, PDF, png } from '../../../testing/files';
import { API_HOST, CLIENT, awayFromWindowEnd, createTestApp, mutatingHeaders, xsrfJar, type CookieJar, type TestApp } from '../../../testing/test-app';
import { signedInMember } from '../../../testing/members';

let t: TestApp;
let uploads: string;
beforeAll(async () => {
  t = await createTestApp({ uploads: true });
  uploads = t.uploadDir!;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const member = async () => (await signedInMember(t.app, { prefix: 'pf' })).jar;
const put = (jar: CookieJar, fields: Record<string, string>, file?: { filename: string; bytes: Buffer; type?: string }) => {
  const body = multipart(fields, file ? [{ name: 'profileImage', filename: file.filename, type: file.type ?? 'image/png', bytes: file.bytes }] : []);
  return t.app.inject({ method: 'PUT', url: '/api/my/profile', headers: { ...mutatingHeaders(jar), 'content-type': body.contentType }, payload: body.payload });
};
const get = (jar: CookieJar | null, url: string) => t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST, ...(jar ? { cookie: jar.header() } : {}) } });
const stored = () => (readdirSync(uploads).includes('profile') ? readdirSync(path.join(uploads, 'profile')) : []);
const pathOf = (url: string) => new URL(url).pathname;

describe('the profile picture', () => {
  it('is stored as a 256 px WebP square, shown in the profile and served to anyone; a new one replaces it; it can be removed', async () => {
    const jar = await member();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e91e63' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const res = await put(jar, {}, { filename: '../../내 사진.jpg', bytes: photo, type: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile.profileImage as string;
    expect(url).toMatch(/^http:\/\/api\.luv\.localhost:4000\/api\/profile-images\/\d+-[0-9a-f-]{36}\.webp$/);
    expect((await get(jar, '/api/my/profile')).json().profile.profileImage).toBe(url);

    const image = await get(null, pathOf(url));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // as an <img> of a page loads it: the browser's cookies and fetch metadata, no client header
    const asImg = await t.app.inject({ method: 'GET', url: pathOf(url), headers: { host: API_HOST, cookie: jar.header(), 'sec-fetch-site': 'same-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors' } });
    expect([asImg.statusCode, asImg.headers['cross-origin-resource-policy']]).toEqual([200, 'cross-origin']);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    expect(stored()).toHaveLength(1);

    const second = await put(jar, {}, { filename: 'b.png', bytes: await sharp({ create: { width: 300, height: 900, channels: 4, background: '#00000000' } }).png().toBuffer() });
    const url2 = second.json().profile.profileImage as string;
    expect(url2).not.toBe(url);
    expect((await get(null, pathOf(url))).statusCode).toBe(404);
    expect(stored()).toHaveLength(1);

    const removed = await put(jar, { removeImage: 'true' });
    expect(removed.json().profile.profileImage).toBeNull();
    expect((await get(null, pathOf(url2))).statusCode).toBe(404);
    expect(stored()).toHaveLength(0);
  });

  it('refuses what is not an image, too large a file, an image bomb and a malformed request, keeping nothing', async () => {
    const jar = await member();
    const cases: [{ filename: string; bytes: Buffer; type?: string } | undefined, Record<string, string>, number, string][] = [
      [{ filename: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' }, {}, 415, 'my.profileImage.type'],
      [{ filename: 'photo.png', bytes: PDF, type: 'image/png' }, {}, 415, 'my.profileImage.type'],
      [{ filename: 'bomb.png', bytes: png(50_000, 50_000, false) }, {}, 415, 'my.profileImage.type'],
      // a PNG whose header is right over data that does not decode
      [{ filename: 'broken.png', bytes: Buffer.concat([png(64, 64).subarray(0, 40), Buffer.alloc(50)]) }, {}, 415, 'my.profileImage.type'],
      [{ filename: 'huge.png', bytes: Buffer.concat([png(2, 2), Buffer.alloc(5 * 1024 * 1024)]) }, {}, 413, 'my.profileImage.size'],
      [{ filename: 'empty.png', bytes: Buffer.alloc(0) }, {}, 415, 'my.profileImage.type'],
      [undefined, {}, 400, 'common.badRequest'],
      [{ filename: 'a.png', bytes: png(8, 8) }, { removeImage: 'true' }, 400, 'common.badRequest'],
    ];
    for (const [file, fields, status, code] of cases) {
      // a member of its own per case: failed attempts count against the limit too
      const res = await put(await member(), fields, file);
      expect([file?.filename, res.statusCode, res.json().code]).toEqual([file?.filename, status, code]);
      if (code === 'common.badRequest') continue;
      expect(res.json().msg).toBe({ 'my.profileImage.type': '프로필 사진은 JPG, PNG, GIF 이미지만 올릴 수 있습니다.', 'my.profileImage.size': '프로필 사진은 5MB까지 올릴 수 있습니다.' }[code]);
    }
    expect(stored()).toHaveLength(0);
    expect((await get(jar, '/api/my/profile')).json().profile.profileImage).toBeNull();
    // a JSON body is no upload
    expect((await t.app.inject({ method: 'PUT', url: '/api/my/profile', headers: mutatingHeaders(jar), payload: { profileImage: 'x' } })).statusCode).toBe(400);
    // signed out
    const guest = await xsrfJar(t.app);
    expect((await put(guest, {}, { filename: 'a.png', bytes: png(8, 8) })).statusCode).toBe(401);
  });

  it('serves only stored names: no path tricks', async () => {
    for (const url of ['/api/profile-images/..%2F..%2Fetc%2Fpasswd', '/api/profile-images/1-x.webp', '/api/profile-images/%2e%2e', '/api/profile-images/1-00000000-0000-0000-0000-000000000000.webp']) {
      const res = await get(null, url);
      expect([url, res.statusCode < 500, [400, 404].includes(res.statusCode)]).toEqual([url, true, true]);
    }
  });

  it('limits changes to five a minute', async () => {
    const jar = await member();
    await awayFromWindowEnd();
    for (let i = 0; i < 5; i++) expect((await put(jar, { removeImage: 'true' })).statusCode).toBe(200);
    const sixth = await put(jar, { removeImage: 'true' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'my.profileImage.tooMany' });
  });
});
