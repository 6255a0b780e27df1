import { memoByHost } from './host-memo';

describe('memoByHost', () => {
  it('answers as the function does and asks it once per host, undefined answers included', () => {
    const calls: string[] = [];
    const domain = memoByHost((host: string) => {
      calls.push(host);
      return host.startsWith('api.') ? host.slice(4) : undefined;
    });
    expect([domain('api.luv.localhost'), domain('api.luv.localhost'), domain('localhost'), domain('localhost')]).toEqual(['luv.localhost', 'luv.localhost', undefined, undefined]);
    expect(calls).toEqual(['api.luv.localhost', 'localhost']);
  });

  it('keeps at most `max` hosts (the Host header is the caller to choose): past them it starts over', () => {
    const calls: string[] = [];
    const length = memoByHost((host: string) => {
      calls.push(host);
      return host.length;
    }, 2);
    for (const host of ['a', 'bb', 'ccc', 'a']) length(host);
    // 'ccc' found the memory full and cleared it, so 'a' is asked again
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });

  it('never keeps a host longer than a DNS name, nor a value `keep` refuses (a failed check)', () => {
    const calls: string[] = [];
    const valid = memoByHost(
      (host: string) => {
        calls.push(host);
        return !host.includes('!');
      },
      1000,
      (ok) => ok,
    );
    const long = 'a'.repeat(300);
    for (const host of [long, long, 'bad!', 'bad!', 'ok', 'ok']) valid(host);
    expect(calls).toEqual([long, long, 'bad!', 'bad!', 'ok']);
  });
});
