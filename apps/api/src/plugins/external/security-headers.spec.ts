import helmet from 'helmet';
import { API_HOST, CLIENT, createTestApp, type TestApp } from '../../testing/test-app';
import { HELMET_OPTIONS, helmetHeaders } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers computed once', () => {
  it('are the headers helmet sets on a response with the API options', () => {
    const set: Record<string, string> = {};
    helmet(HELMET_OPTIONS)({} as never, { setHeader: (k: string, v: string) => (set[k.toLowerCase()] = v), removeHeader: () => undefined } as never, () => undefined);
    expect(helmetHeaders(HELMET_OPTIONS)).toEqual(set);
    expect(set).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
    expect(set).not.toHaveProperty('strict-transport-security');
  });

  it.each(['/health', '/api/guest/banners', '/api/nothing-here'])('every one of them is on the answer to GET %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { ...CLIENT, host: API_HOST } });
    for (const [name, value] of Object.entries(helmetHeaders(HELMET_OPTIONS))) expect(res.headers[name]).toBe(value);
  });
});
