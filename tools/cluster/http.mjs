// Small HTTP helpers for the cluster e2e and bench: requests to nginx on 127.0.0.1 with a brand's
// host name in the Host header (Node's resolver does not know *.localhost names).
import http from 'node:http';
import contracts from '@luvcast/contracts';

// (tsx loads the TypeScript lib as CommonJS here: its named exports come through the default one)
const { CLIENT_HEADER, COOKIES, XSRF_COOKIE, XSRF_HEADER } = contracts;

export { CLIENT_HEADER, COOKIES, XSRF_COOKIE, XSRF_HEADER };
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/** One request: resolves { status, headers, body (parsed JSON when it is JSON), cookies } */
export function request(port, { method = 'GET', path, host, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { host, [CLIENT_HEADER]: 'cluster-e2e', ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers },
      },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (data += d));
        res.on('end', () => {
          let parsed = data;
          try {
            parsed = JSON.parse(data);
          } catch {
            /* not JSON */
          }
          const cookies = {};
          for (const c of res.headers['set-cookie'] ?? []) {
            const [pair] = c.split(';');
            const i = pair.indexOf('=');
            cookies[pair.slice(0, i)] = pair.slice(i + 1);
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, cookies });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Signs a demo account in through `port` (the API host `host`): { cookie, access, instance } */
export async function signIn(port, host, loginId, password) {
  const xsrf = 'cluster-e2e-xsrf';
  const res = await request(port, {
    method: 'POST',
    path: '/v2/api/auth/signin',
    host,
    headers: { cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf },
    body: { loginId, password, device: 'PCWEB' },
  });
  if (res.status !== 200) throw new Error(`sign-in of ${loginId}: ${res.status} ${JSON.stringify(res.body)}`);
  const access = res.cookies[COOKIES.access];
  const refresh = res.cookies[COOKIES.refresh];
  if (!access) throw new Error(`sign-in of ${loginId}: no ${COOKIES.access} cookie`);
  const cookie = `${COOKIES.access}=${access}; ${COOKIES.refresh}=${refresh}; ${XSRF_COOKIE}=${xsrf}`;
  return { cookie, access, xsrf, instance: res.headers['x-instance'], mutating: { cookie, [XSRF_HEADER]: xsrf } };
}
