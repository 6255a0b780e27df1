import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const libTypes = ['type:data-access', 'type:ui', 'type:util', 'type:config', 'type:contracts'];

/**
 * The module-boundary constraints. `forSpecs`: spec files may also import the test helpers
 * (type:testing); nothing else may.
 */
function depConstraints(forSpecs) {
  const testing = forSpecs ? ['type:testing'] : [];
  return [
    // where code runs: web code never imports server code and the reverse
    { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
    { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['platform:server', 'platform:shared'] },
    { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
    // data flows one way: remotes and apps -> libs; never remote -> remote or remote -> shell
    { sourceTag: 'type:remote', onlyDependOnLibsWithTags: [...libTypes, 'type:feature', ...testing] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...libTypes, 'type:feature', 'type:db', ...testing] },
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
  ];
}

const boundaries = (forSpecs) => [
  'error',
  { enforceBuildableLibDependency: true, allow: [], depConstraints: depConstraints(forSpecs) },
];

const specFiles = ['**/*.spec.ts', '**/*.spec.tsx'];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', '**/storybook-static', '**/*.cjs', 'libs/i18n/src/locales/**', 'libs/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': boundaries(false),
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: specFiles,
    rules: { '@nx/enforce-module-boundaries': boundaries(true) },
  },
  // inside a remote: src/<feature>/ folders import ../shared/ and libs, never another feature;
  // src/shared/ imports no feature (the root files, routes.tsx and other exposed modules, compose)
  {
    files: ['apps/*-mfe/src/*/**/*.ts', 'apps/*-mfe/src/*/**/*.tsx'],
    ignores: ['apps/*-mfe/src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./(?!shared/)', message: 'A feature folder imports only ../shared/ and libs, never another feature (docs/architecture.md "Inside a remote").' }] },
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
