import { parseWrk, wrkScript } from './wrk';

// wrk 4.1.0's report with --latency, as Debian's package prints it
const report = (tail: string) => `Running 1s test @ http://127.0.0.1:45123/bad
  1 threads and 4 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   318.69us    1.02ms  16.86ms   94.04%
    Req/Sec    40.76k    19.14k   54.79k    72.73%
  Latency Distribution
     50%   88.00us
     75%  122.00us
     90%  477.00us
     99%    4.30ms
  44494 requests in 1.10s, 6.07MB read
${tail}Requests/sec:  40452.99
Transfer/sec:      5.52MB
`;

describe("wrk's report as bench:api reads it", () => {
  it('gives the requests, the seconds, the p99 in ms and the answers that were not 2xx or 3xx', () => {
    expect(parseWrk(report('  Non-2xx or 3xx responses: 44494\n'))).toEqual({ requests: { total: 44494 }, duration: 1.1, latency: { p99: 4 }, non2xx: 44494, errors: 0, timeouts: 0 });
  });

  it('counts socket errors as failures and timeouts apart', () => {
    const result = parseWrk(report('  Socket errors: connect 1, read 2, write 3, timeout 4\n'));
    expect([result.non2xx, result.errors, result.timeouts]).toEqual([0, 6, 4]);
  });

  it('reads a p99 in microseconds or seconds', () => {
    expect(parseWrk(report('').replace('99%    4.30ms', '99%  850.00us')).latency.p99).toBe(1);
    expect(parseWrk(report('').replace('99%    4.30ms', '99%    1.50s')).latency.p99).toBe(1500);
  });

  it('refuses a report it cannot read rather than printing zeros', () => {
    expect(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/unreadable report/);
  });
});

describe('the wrk script of a request with a body', () => {
  it('sends one body on every request as wrk.body (wrk adds its Content-Length)', () => {
    expect(wrkScript({ method: 'POST', bodies: ['{"loginId":"a"}'] })).toBe('wrk.method = "POST"\nwrk.body = "{\\034loginId\\034:\\034a\\034}"\n');
  });

  it('sends several bodies in turn', () => {
    const script = wrkScript({ method: 'POST', bodies: ['a', 'b'] });
    expect(script).toContain('local bodies = { "a", "b" }');
    expect(script).toContain('return wrk.format(nil, nil, nil, bodies[i])');
  });

  it('escapes quotes, backslashes and UTF-8 bytes as 3-digit Lua escapes', () => {
    expect(wrkScript({ method: 'POST', bodies: ['"\\한'] })).toContain('wrk.body = "\\034\\092\\237\\149\\156"');
  });
});
