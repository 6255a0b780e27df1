import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpSmsSender } from './sms';

// a real HTTP gateway on a loopback port that records what it receives
let server: Server;
let url: string;
let status = 200;
const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('HttpSmsSender', () => {
  it('posts the international number and text with the bearer token', async () => {
    const sender = new HttpSmsSender({ url, token: 'tok', from: 'luvcast' });
    await sender.send({ countryCode: 82, phone: '01012345678', text: '인증번호 [123456]', code: '123456' });
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({ authorization: 'Bearer tok', 'content-type': 'application/json' }),
      body: { from: 'luvcast', to: '+821012345678', text: '인증번호 [123456]' },
    });
  });

  it('fails when the gateway refuses', async () => {
    status = 503;
    const sender = new HttpSmsSender({ url, token: 'tok', from: 'luvcast' });
    await expect(sender.send({ countryCode: 1, phone: '2025550100', text: 'x', code: '000000' })).rejects.toThrow('503');
    status = 200;
  });
});
