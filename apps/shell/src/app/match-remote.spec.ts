import { ports } from '@luvcast/contracts';
import { matchRemote, prefixMatches } from './match-remote';

// the real port table (the web server builds /remotes.json from it)
const remotes = Object.entries(ports.remotes).map(([name, r]) => ({ name, entry: '', prefixes: r.prefixes }));
const nameFor = (path: string) => matchRemote(remotes, path)?.name;

describe('matchRemote (longest prefix wins)', () => {
  it.each([
    ['/', 'live_mfe'],
    ['/signin', 'auth_mfe'],
    ['/signup/foreigner', 'auth_mfe'],
    ['/cs/notices', 'cs_mfe'],
    ['/cs/notices/3', 'cs_mfe'],
    ['/my/profile', 'member_mfe'],
    ['/my/personal-auth', 'auth_mfe'],
    ['/luv/wallet', 'luv_mfe'],
    ['/notices/maintenance', 'auth_mfe'],
    ['/channel/abc', 'live_mfe'],
  ])('routes %s to %s', (path, name) => {
    expect(nameFor(path)).toBe(name);
  });

  it('matches at segment boundaries only', () => {
    expect(prefixMatches('/my', '/mystery')).toBe(false);
    expect(prefixMatches('/my', '/my')).toBe(true);
    expect(prefixMatches('/my/', '/my/x')).toBe(true);
    expect(nameFor('/mystery')).toBe('live_mfe');
  });

  it('prefers the longer prefix whatever the order', () => {
    const list = [
      { name: 'long', prefixes: ['/a/b'] },
      { name: 'short', prefixes: ['/a'] },
    ];
    expect(matchRemote(list, '/a/b/c')?.name).toBe('long');
    expect(matchRemote([...list].reverse(), '/a/b/c')?.name).toBe('long');
    expect(matchRemote(list, '/a/c')?.name).toBe('short');
  });

  it('gives undefined when nothing matches', () => {
    expect(matchRemote([{ prefixes: ['/x'] }], '/y')).toBeUndefined();
  });
});
