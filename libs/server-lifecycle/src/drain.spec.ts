import { connect } from 'node:net';
import Fastify from 'fastify';
import { drainAndClose } from './drain';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let slowStarted: () => void = () => undefined;
/** resolves once a GET /slow is being handled */
const nextSlowRequest = () => new Promise<void>((resolve) => (slowStarted = resolve));

/** a server whose GET /slow answers after `?ms=` (default 300), listening on an ephemeral port */
async function listening() {
  const app = Fastify({ logger: false, return503OnClosing: false });
  app.get('/slow', async (request) => {
    slowStarted();
    await new Promise((resolve) => setTimeout(resolve, Number((request.query as { ms?: string }).ms ?? 300)).unref());
    return { done: true };
  });
  app.get('/fast', async () => ({ fast: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as { port: number }).port };
}

/** one connection: writes `first`, then `later()`'s bytes when it resolves; resolves with everything the server sent until it closed the connection */
function rawExchange(port: number, first: string, later: Promise<string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(data));
    socket.write(first);
    void later.then((bytes) => socket.write(bytes));
  });
}

describe('drainAndClose', () => {
  it('answers the request in flight and one sent during the drain on its keep-alive connection (with Connection: close), then takes no new connection', async () => {
    const { app, port } = await listening();
    // a request in flight, and a second one written on the same connection once the drain began
    let drainBegan!: () => void;
    const began = new Promise<void>((resolve) => (drainBegan = resolve));
    const handling = nextSlowRequest();
    const exchange = rawExchange(port, 'GET /slow?ms=400 HTTP/1.1\r\nHost: a\r\n\r\n', began.then(() => 'GET /fast HTTP/1.1\r\nHost: a\r\n\r\n'));
    await handling;
    const closing = drainAndClose(app, { drainMs: 0, timeoutMs: 5000 });
    await sleep(50);
    drainBegan();
    const text = await exchange;
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.slice(0, 15))).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK']);
    expect(answers[0]).toContain('{"done":true}');
    expect(answers[1]).toContain('{"fast":true}');
    expect(answers[1].toLowerCase()).toContain('connection: close');
    expect(await closing).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/fast`)).rejects.toThrow();
  });

  it('keeps accepting connections during the drain delay', async () => {
    const { app, port } = await listening();
    const closing = drainAndClose(app, { drainMs: 1000, timeoutMs: 5000 });
    await sleep(50);
    const res = await fetch(`http://127.0.0.1:${port}/fast`);
    expect(res.status).toBe(200);
    expect(await closing).toBe(true);
  });

  it('cuts requests still running after the timeout instead of hanging', async () => {
    const { app, port } = await listening();
    const handling = nextSlowRequest();
    const stuck = fetch(`http://127.0.0.1:${port}/slow?ms=20000`).then(
      (r) => r.status,
      () => 'cut',
    );
    await handling;
    const started = Date.now();
    expect(await drainAndClose(app, { drainMs: 0, timeoutMs: 300 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stuck).toBe('cut');
  });
});
