import { ports } from '../index';

describe('the port table', () => {
  it('is the plain data of port-table.cjs, typed', () => {
    expect(ports).toBe(require('./port-table.cjs'));
  });

  it('gives every service and remote its own port, and every remote its own prefixes', () => {
    const all = [ports.api, ports.chat, ports.web, ports.oauth, ports.rtmp, ports.media, ...Object.values(ports.remotes).map((r) => r.port)];
    expect(all.every((p) => Number.isInteger(p) && p > 0 && p < 65_536)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    const prefixes = Object.values(ports.remotes).flatMap((r) => r.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes.every((p) => p.startsWith('/'))).toBe(true);
  });

  it('names each remote after its project (auth-mfe -> auth_mfe)', () => {
    for (const [name, remote] of Object.entries(ports.remotes)) expect(name).toBe(remote.project.replace(/-/g, '_'));
  });
});
