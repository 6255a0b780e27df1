// A local Nx plugin (nx.json "plugins"): every project gets a `test` and a `lint` target, so
// `nx affected -t test lint` runs only what a change touches and a new project needs no boilerplate.
//   test  jest on the project's own folder, with the config whose testMatch covers it:
//         jest.api.config.js (api, chat, db: PGlite by default, DATABASE_URL for PostgreSQL) or
//         jest.config.js (web code in jsdom, shared and tools code in node); --passWithNoTests
//   lint  eslint on the project's folder (the root eslint.config.mjs, module boundaries included)
// A project.json target of the same name wins (apps/e2e runs Playwright). Inputs and caching of
// both targets are in nx.json targetDefaults. tools/nx/test-and-lint-targets.spec.ts checks that
// every spec file belongs to exactly one suite.
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** the folders a jest config's testMatch names: `<rootDir>/{a,b}/**` or `<rootDir>/a/**` */
function testMatchRoots(testMatch) {
  const roots = [];
  for (const pattern of testMatch) {
    const m = /^<rootDir>\/(?:\{([^}]+)\}|(.+?))\/\*\*\//.exec(pattern);
    if (!m) continue;
    roots.push(...(m[1] ? m[1].split(',') : [m[2]]));
  }
  return roots;
}

/** project root -> 'api' | 'unit' | null, from the two jest configs (folder globs such as apps/*-mfe allowed) */
function suiteOf(workspaceRoot) {
  const load = (file) => {
    const full = path.join(workspaceRoot, file);
    delete require.cache[require.resolve(full)];
    return require(full);
  };
  const api = testMatchRoots(load('jest.api.config.js').testMatch ?? []);
  const unit = (load('jest.config.js').projects ?? []).flatMap((p) => testMatchRoots(p.testMatch ?? []));
  const matches = (roots, root) =>
    roots.some((r) => {
      const re = new RegExp(`^${r.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      return re.test(root);
    });
  return (root) => (matches(api, root) ? 'api' : matches(unit, root) ? 'unit' : null);
}

const createNodes = [
  '**/project.json',
  (files, _options, context) => {
    const suite = suiteOf(context.workspaceRoot);
    return files.map((file) => {
      const root = path.dirname(file);
      const project = JSON.parse(readFileSync(path.join(context.workspaceRoot, file), 'utf8'));
      const config = suite(root) === 'api' ? 'jest.api.config.js' : 'jest.config.js';
      const targets = {
        test: {
          executor: 'nx:run-commands',
          options: { command: `jest -c ${config} --passWithNoTests /${root}/`, cwd: '{workspaceRoot}' },
          metadata: { description: `jest (${config}) on ${root}` },
        },
        lint: {
          executor: 'nx:run-commands',
          options: { command: `eslint ${root}`, cwd: '{workspaceRoot}' },
          metadata: { description: `eslint on ${root}` },
        },
      };
      return [file, { projects: { [root]: { name: project.name, targets } } }];
    });
  },
];

module.exports = { createNodes, testMatchRoots, suiteOf };
