// Every spec file runs in exactly one suite, and the project's `test` target (tools/nx/test-and-
// lint-targets.js) picks that suite: a new project whose folder no jest config names would
// otherwise have its tests silently skipped by `npm test` and `nx affected -t test`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// jest's own glob matcher (a dependency of jest), so testMatch is read the way jest reads it
const micromatch = require('micromatch') as { isMatch(file: string, globs: string[]): boolean };
const plugin = require('./test-and-lint-targets.js') as {
  testMatchRoots(testMatch: string[]): string[];
  suiteOf(workspaceRoot: string): (projectRoot: string) => 'api' | 'unit' | null;
};
// the root jest configs belong to no project: loaded by path, as the plugin loads them
const apiConfig = require(path.join(root, 'jest.api.config.js')) as { testMatch: string[] };
const unitConfig = require(path.join(root, 'jest.config.js')) as { projects: { testMatch: string[] }[] };

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'tmp', '.nx', '.git', '.swc'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.spec\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const specs = ['apps', 'libs', 'tools'].flatMap((d) => walk(path.join(root, d))).map((f) => path.relative(root, f));
const globs = (testMatch: string[]) => testMatch.map((g) => g.replace('<rootDir>/', ''));
const inApi = (f: string) => micromatch.isMatch(f, globs(apiConfig.testMatch));
const inUnit = (f: string) => unitConfig.projects.some((p) => micromatch.isMatch(f, globs(p.testMatch)));

/** the folder of the nearest project.json above a file ('' when none) */
function projectRootOf(file: string): string {
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
    if (existsSync(path.join(root, dir, 'project.json'))) return dir;
  }
  return '';
}

describe('test targets', () => {
  it('finds the spec files', () => {
    expect(specs.length).toBeGreaterThan(50);
  });

  it('reads the folders a testMatch names', () => {
    expect(plugin.testMatchRoots(['<rootDir>/{apps/shell,apps/*-mfe}/**/*.spec.{ts,tsx}', '<rootDir>/apps/api/**/*.spec.ts'])).toEqual([
      'apps/shell',
      'apps/*-mfe',
      'apps/api',
    ]);
  });

  it('every jest spec file is in exactly one jest config (e2e specs are Playwright)', () => {
    const wrong = specs
      .filter((f) => !f.startsWith('apps/e2e/'))
      .map((f) => ({ f, suites: [inApi(f) && 'api', inUnit(f) && 'unit'].filter(Boolean) }))
      .filter(({ suites }) => suites.length !== 1);
    expect(wrong).toEqual([]);
  });

  it("each project's test target uses the config that holds its spec files", () => {
    const suite = plugin.suiteOf(root);
    const wrong = specs
      .filter((f) => !f.startsWith('apps/e2e/'))
      .map((f) => ({ f, project: projectRootOf(f) }))
      .filter(({ project }) => project !== '')
      .map(({ f, project }) => ({ f, target: suite(project), actual: inApi(f) ? 'api' : 'unit' }))
      .filter(({ target, actual }) => target !== actual);
    expect(wrong).toEqual([]);
  });
});
