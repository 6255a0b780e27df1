import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The `scope:*` tags of every project.json under apps/, libs/ and tools/ (so a new area is constrained without editing this file). */
function scopesInWorkspace() {
  const scopes = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'project.json') {
        for (const tag of JSON.parse(readFileSync(full, 'utf8')).tags ?? []) if (tag.startsWith('scope:')) scopes.add(tag);
      }
    }
  };
  for (const dir of ['apps', 'libs', 'tools']) walk(path.join(root, dir));
  return [...scopes].sort();
}

const libTypes = ['type:data-access', 'type:ui', 'type:util', 'type:config', 'type:contracts'];
/** scopes with rules of their own; every other scope (an area: shell, auth, live, chat, luv, api, ...) uses itself and scope:shared */
const specialScopes = ['scope:shared', 'scope:tools', 'scope:e2e'];

/**
 * The module-boundary constraints (docs/architecture.md "Boundaries" has them as tables).
 *   variant 'code'   every file
 *   variant 'spec'   *.spec.ts(x): may also import the test helpers (type:testing)
 *   variant 'build'  a project's own build configuration (webpack.config.js, ...): may also use the
 *                    tools project (scope:tools, type:tooling, platform:node), e.g. createWebConfig
 */
export function depConstraints(variant = 'code', scopes = scopesInWorkspace()) {
  const testing = variant === 'spec' ? ['type:testing'] : [];
  const tooling = (tag) => (variant === 'build' ? [tag] : []);
  const areaScopes = scopes.filter((s) => !specialScopes.includes(s));
  return [
    // where code runs: web code never imports server code and the reverse; tools run on Node at build time
    { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared', ...tooling('platform:node')] },
    { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['platform:server', 'platform:shared', ...tooling('platform:node')] },
    { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
    { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:server', 'platform:shared'] },
    // areas: an area imports its own projects and shared libs, never another area's (a luv lib never imports live's)
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    ...areaScopes.map((scope) => ({ sourceTag: scope, onlyDependOnLibsWithTags: [scope, 'scope:shared', ...tooling('scope:tools')] })),
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:e2e', 'scope:shared'] },
    // libs/db is shared by the API and chat (ADR 0011); the web server reads data through the API only
    { sourceTag: 'scope:web-server', notDependOnLibsWithTags: ['type:db'] },
    // the bench drives the API with its demo accounts (libs/db, scope:api)
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared', 'scope:api'] },
    // layers: data flows one way, remotes and apps -> libs; never remote -> remote or remote -> shell
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: [...libTypes, 'type:feature', ...testing, ...tooling('type:tooling')] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...libTypes, 'type:feature', 'type:db', ...testing, ...tooling('type:tooling')] },
    // feature: web pieces shared by the shell and remotes (router, session, api-client, i18n aware)
    { sourceTag: 'type:feature', onlyDependOnLibsWithTags: [...libTypes, ...testing] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:config', 'type:contracts'] },
    { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:config', 'type:contracts', ...testing] },
    { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:config', 'type:contracts'] },
    { sourceTag: 'type:db', onlyDependOnLibsWithTags: ['type:db', 'type:util', 'type:config', 'type:contracts'] },
    { sourceTag: 'type:config', onlyDependOnLibsWithTags: ['type:config', 'type:contracts'] },
    { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
    // test helpers render web pieces; they import no remote and no feature lib (no cycles)
    { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:config', 'type:contracts'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:config'] },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:tooling', 'type:contracts', 'type:config', 'type:util', 'type:db'] },
  ];
}

const boundaries = (variant, allow = [], more = {}) => ['error', { enforceBuildableLibDependency: true, allow, depConstraints: depConstraints(variant), ...more }];

/** No import cycles inside a project (between projects @nx/enforce-module-boundaries refuses them); tsconfig paths resolved. */
export const importCycles = {
  files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.base.json') })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

const specFiles = ['**/*.spec.ts', '**/*.spec.tsx'];
/** The workspace libs apps/shell/src/main.ts evaluates a step at a time with import() (see their block below). */
const shellBootStepLibs = ['@luvcast/i18n', '@luvcast/api-core', '@luvcast/ui', '@luvcast/shell-kit'];

const routeMessage = "An API route never touches the database: call its area's service (app.<area>Service), which calls the repositories (docs/architecture.md \"Inside the API\").";
/** What an API route file may not import: the database lib's code (its types are fine) and the SQL layers under it. */
export const apiRouteImportRestrictions = [
  {
    paths: [{ name: '@luvcast/db', allowTypeImports: true, message: `${routeMessage} Row types may be imported with \`import type\`.` }],
    patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'pg/*', '@electric-sql/pglite', '@electric-sql/pglite/*'], message: routeMessage }],
  },
];
/** a project's own build configuration, run by Node at build time */
const buildConfigFiles = ['apps/*/webpack.config.js', 'apps/*/*.webpack.config.js'];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', '**/storybook-static', '**/*.cjs', 'libs/i18n/src/locales/**', 'apps/*/src/locales/**', 'libs/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': boundaries('code'),
    },
  },
  importCycles,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: specFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries('spec') },
  },
  {
    files: buildConfigFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries('build') },
  },
  // the one exception: the benchmarks drive the API app in-process (buildApp, loadConfig), bench:web
  // also the web server's app and the remotes' exposed modules (its single-bundle peer); Nx forbids importing an app otherwise
  {
    files: ['tools/bench/**/*.ts', 'tools/bench/**/*.mjs', 'tools/bench/**/*.js'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries('code', [
        '../../apps/api/src/app',
        '../../apps/api/src/config',
        '../../apps/web-server/src/config',
        '../../apps/web-server/src/ports',
        '../../apps/web-server/src/web-app',
        '../../../apps/auth-mfe/src/routes',
        '../../../apps/auth-mfe/src/login-dialog',
        '../../../apps/cs-mfe/src/routes',
        '../../../apps/member-mfe/src/routes',
        '../../../apps/luv-mfe/src/routes',
        '../../../apps/luv-mfe/src/dialogs',
        '../../../apps/live-mfe/src/routes',
      ]),
    },
  },
  // the shell's main.ts imports the bootstrap's shared workspace libs with import(), a step (a task)
  // each, to split the boot's evaluation (docs/adr/0026, follow-up of 2026-12-07): not lazy loading,
  // they are in main.js (provided eagerly), so the shell's other files keep importing them statically
  {
    files: ['apps/shell/src/**/*.ts', 'apps/shell/src/**/*.tsx'],
    ignores: specFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries('code', [], { checkDynamicDependenciesExceptions: shellBootStepLibs }) },
  },
  {
    files: specFiles.map((glob) => `apps/shell/src/${glob}`),
    rules: { '@nx/enforce-module-boundaries': boundaries('spec', [], { checkDynamicDependenciesExceptions: shellBootStepLibs }) },
  },
  // the cluster e2e drives chat clients in Node with libs/chat-client's own reconnect and rejoin rules:
  // its client module only (socket.io-client and types; the lib's index also loads the page's session and React)
  {
    files: ['tools/cluster/e2e.mjs'],
    rules: { '@nx/enforce-module-boundaries': boundaries('code', ['../../libs/chat-client/src/chat-client.ts']) },
  },
  // a route parses and answers, a service decides, a repository reads and writes (docs/architecture.md
  // "Inside the API"): an API route file imports no database code, neither libs/db's repositories and
  // helpers nor a driver or drizzle (libs/db's row types are fine); tools/lint/boundaries.spec.ts proves it
  {
    files: ['apps/api/src/modules/*/routes/**/*.ts'],
    ignores: specFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', ...apiRouteImportRestrictions],
    },
  },
  // inside a remote: src/<feature>/ folders import ../shared/ and libs, never another feature;
  // src/shared/ imports no feature (the root files, routes.tsx and other exposed modules, compose)
  // (a sub-folder of a feature, src/<feature>/<part>/, may import its feature with ../ and ../../shared/)
  {
    files: ['apps/*-mfe/src/*/*.ts', 'apps/*-mfe/src/*/*.tsx'],
    ignores: ['apps/*-mfe/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!shared/)', message: 'A feature folder imports only ../shared/ and libs, never another feature (docs/architecture.md "Inside a remote").' }] },
      ],
    },
  },
  {
    files: ['apps/*-mfe/src/*/*/**/*.ts', 'apps/*-mfe/src/*/*/**/*.tsx'],
    ignores: ['apps/*-mfe/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!shared/)', message: 'A feature folder imports only ../shared/ and libs, never another feature (docs/architecture.md "Inside a remote").' }] },
      ],
    },
  },
  {
    files: ['apps/*-mfe/src/shared/**/*.ts', 'apps/*-mfe/src/shared/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'src/shared/ never imports a feature folder (docs/architecture.md "Inside a remote").' }] }],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
