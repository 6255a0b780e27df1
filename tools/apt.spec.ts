import { spawnSync } from 'node:child_process';
import { aptInstall, ensureDebian, hasCommand } from './apt.mjs';

jest.mock('node:child_process', () => ({ spawnSync: jest.fn() }));
const spawn = spawnSync as unknown as jest.Mock;

/** Answers each spawned command line with the status `answer` gives it; returns the lines run. */
function commands(answer: (line: string) => number): string[] {
  const lines: string[] = [];
  spawn.mockImplementation((cmd: string, args: string[]) => {
    const line = [cmd, ...args].join(' ');
    lines.push(line);
    return { status: answer(line) };
  });
  return lines;
}

const asUser = (uid: number) => jest.spyOn(process, 'getuid').mockReturnValue(uid);
beforeEach(() => {
  spawn.mockReset();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('aptInstall', () => {
  it('runs nothing when no package is missing', () => {
    const run = commands(() => 0);
    expect(aptInstall([], 'api')).toBe(true);
    expect(run).toEqual([]);
  });

  it('as root installs the packages with apt-get, non-interactively', () => {
    asUser(0);
    const run = commands(() => 0);
    expect(aptInstall(['ffmpeg', 'redis-server'], 'api')).toBe(true);
    expect(run).toEqual(['apt-get install -y -qq ffmpeg redis-server']);
    expect(spawn.mock.calls[0][2].env.DEBIAN_FRONTEND).toBe('noninteractive');
  });

  it('updates the package lists and installs once more when the first install fails (a fresh machine)', () => {
    asUser(0);
    let installs = 0;
    const run = commands((line) => (line.includes(' install ') && ++installs === 1 ? 100 : 0));
    expect(aptInstall(['wrk'])).toBe(true);
    expect(run).toEqual(['apt-get install -y -qq wrk', 'apt-get update -qq', 'apt-get install -y -qq wrk']);
  });

  it('says false when apt-get cannot install the packages', () => {
    asUser(0);
    commands(() => 100);
    expect(aptInstall(['no-such-package'])).toBe(false);
  });

  it('without root uses passwordless sudo', () => {
    asUser(1000);
    const run = commands(() => 0);
    expect(aptInstall(['chromium'], 'e2e')).toBe(true);
    expect(run).toEqual(['sudo -n true', 'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  });

  it('without root or sudo runs no apt-get and prints the command to run as root', () => {
    asUser(1000);
    const run = commands((line) => (line.startsWith('sudo') ? 1 : 0));
    expect(aptInstall(['nginx', 'redis-server'], 'cluster')).toBe(false);
    expect(run).toEqual(['sudo -n true']);
    expect(console.error).toHaveBeenCalledWith('[cluster] missing Debian packages; as root: apt-get install -y nginx redis-server');
  });
});

describe('hasCommand', () => {
  it('passes the name to the shell as an argument, never as script text', () => {
    const run = commands((line) => (line.endsWith(' sh') ? 0 : 1));
    expect(hasCommand('sh')).toBe(true);
    expect(hasCommand('$(reboot)')).toBe(false);
    expect(run).toEqual(['sh -c command -v "$1" sh sh', 'sh -c command -v "$1" sh $(reboot)']);
  });
});

describe('ensureDebian', () => {
  it('installs only the packages that are missing and names those still missing after', () => {
    asUser(0);
    // redis-server is on the PATH, ffmpeg is not, and apt-get "succeeds" without installing it
    const run = commands((line) => (line.startsWith('sh -c') ? (line.endsWith(' redis-server') ? 0 : 1) : 0));
    expect(ensureDebian(['redis-server', 'ffmpeg'], 'api')).toEqual(['ffmpeg']);
    expect(run.filter((line) => line.startsWith('apt-get'))).toEqual(['apt-get install -y -qq ffmpeg']);
  });

  it('names a package it has no presence check for instead of installing anything', () => {
    const run = commands(() => 0);
    expect(() => ensureDebian(['wrk', 'no-such-package'])).toThrow('no presence check for no-such-package');
    expect(run).toEqual([]);
  });

  it('runs no apt-get when everything is there', () => {
    const run = commands(() => 0);
    expect(ensureDebian(['redis-server', 'wrk'])).toEqual([]);
    expect(run.some((line) => line.startsWith('apt-get') || line.startsWith('sudo'))).toBe(false);
  });
});
