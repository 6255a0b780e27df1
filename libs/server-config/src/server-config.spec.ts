import * as v from 'valibot';
import { byEnvironment, EnvError, int, isProduction, listOf, oneOf, onOff, origin, originList, parseEnv, port, readEnv, secret, text, trueFalse, url, urlOf } from './index';

const problemsOf = (entries: v.ObjectEntries, env: Record<string, string>) => {
  const result = parseEnv(entries, env);
  return result.ok ? [] : result.problems;
};

describe('readEnv', () => {
  const entries = { PORT: port('PORT', 4000), HOST: text('HOST', '127.0.0.1'), TTL_S: int('TTL_S', 30, 3600, 900), MODE: oneOf('MODE', ['a', 'b']) };

  it('applies the defaults when nothing is set, and counts an empty value as unset', () => {
    expect(readEnv(entries, {})).toEqual({ PORT: 4000, HOST: '127.0.0.1', TTL_S: 900, MODE: undefined });
    expect(readEnv(entries, { PORT: '', HOST: '', TTL_S: '' })).toEqual({ PORT: 4000, HOST: '127.0.0.1', TTL_S: 900, MODE: undefined });
  });

  it('reads and converts what is set, and ignores variables it does not know', () => {
    expect(readEnv(entries, { PORT: '0', HOST: '0.0.0.0', TTL_S: '60', MODE: 'b', PATH: '/usr/bin' })).toEqual({ PORT: 0, HOST: '0.0.0.0', TTL_S: 60, MODE: 'b' });
  });

  it('reports every bad variable at once, each line naming it', () => {
    const problems = problemsOf(entries, { PORT: 'x', TTL_S: '5', MODE: 'c' });
    expect(problems).toEqual(['PORT must be a port number (0-65535), got "x"', 'TTL_S must be at least 30', 'MODE must be one of a, b']);
  });

  it('prefixes a message that does not name its variable with the name', () => {
    expect(problemsOf({ RAW: v.optional(v.pipe(v.string(), v.email('not an e-mail'))) }, { RAW: 'nope' })).toEqual(['RAW: not an e-mail']);
  });

  it('throws an EnvError listing the problems, or what the app makes of them', () => {
    expect(() => readEnv(entries, { PORT: '70000', TTL_S: 'soon' })).toThrow(new EnvError(['PORT must be a port number (0-65535), got "70000"', 'TTL_S must be a whole number']));
    try {
      readEnv(entries, { PORT: '70000' });
    } catch (err) {
      expect(err).toBeInstanceOf(EnvError);
      expect((err as EnvError).message).toBe('invalid configuration:\n  PORT must be a port number (0-65535), got "70000"');
      expect((err as EnvError).problems).toEqual(['PORT must be a port number (0-65535), got "70000"']);
    }
    class AppConfigError extends EnvError {}
    expect(() => readEnv(entries, { PORT: '-1' }, (problems) => new AppConfigError(problems))).toThrow(AppConfigError);
    expect(new AppConfigError(['x']).name).toBe('AppConfigError');
  });
});

describe('fields', () => {
  it.each([
    ['a whole number', { N: int('N', 1, 10) }, { N: '1.5' }, 'N must be a whole number'],
    ['at most', { N: int('N', 1, 10) }, { N: '11' }, 'N must be at most 10'],
    ['a port', { P: port('P', 1) }, { P: '123456' }, 'P must be a port number (0-65535), got "123456"'],
    ['a secret long enough', { S: secret('S', 32, 'd'.repeat(32)) }, { S: 'short' }, 'S must be at least 32 characters'],
    ['a URL', { U: url('U') }, { U: 'not a url' }, 'U must be a URL'],
    ['a URL of a scheme', { D: urlOf('D', ['postgres', 'postgresql']) }, { D: 'mysql://x' }, 'D must be a postgres:// or postgresql:// URL'],
    ['an http(s) origin', { O: origin('O') }, { O: 'ftp://x' }, 'O must be an http(s) origin such as https://api.luvcast.tv, got "ftp://x"'],
    ['a list of origins', { C: originList('C') }, { C: 'https://a.example, nope' }, 'C must be a comma-separated list of origins like http://example.com:8080'],
    ['a list of items', { L: listOf('L', (s) => /^\d+$/.test(s), 'numbers') }, { L: ' , ' }, 'L must be a comma-separated list of numbers'],
    ['on or off', { F: onOff('F') }, { F: 'yes' }, 'F must be on or off'],
    ['true or false', { T: trueFalse('T') }, { T: '1' }, 'T must be true or false'],
  ])('%s', (_what, entries, env, message) => {
    expect(problemsOf(entries, env)).toEqual([message]);
  });

  it('converts lists, origins and switches', () => {
    expect(
      readEnv(
        { C: originList('C'), O: origin('O'), F: onOff('F', true), G: onOff('G'), T: trueFalse('T'), L: listOf('L', () => true, 'names', 'a,b') },
        { C: 'https://a.example, http://b.example:8080/', O: 'https://api.luvcast.tv/x?y', F: 'off', T: 'true' },
      ),
    ).toEqual({ C: ['https://a.example', 'http://b.example:8080/'], O: 'https://api.luvcast.tv', F: false, G: undefined, T: true, L: ['a', 'b'] });
  });

  it('defaults by environment', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({})).toBe(false);
    expect(byEnvironment(true, undefined, { production: false, development: true })).toBe(false);
    expect(byEnvironment(false, undefined, { production: false, development: true })).toBe(true);
    expect(byEnvironment(true, true, { production: false, development: true })).toBe(true);
  });
});
