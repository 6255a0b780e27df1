import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const libTypes = ['type:data-access', 'type:ui', 'type:util', 'type:config', 'type:contracts'];

export default [
  { ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', '**/storybook-static', '**/*.cjs', 'libs/i18n/src/locales/**', 'libs/db/migrations/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // where code runs: web code never imports server code and the reverse
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:shared'] },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['platform:server', 'platform:shared'] },
            { sourceTag: 'platform:shared', onlyDependOnLibsWithTags: ['platform:shared'] },
            // data flows one way: remotes and apps -> libs; never remote -> remote or remote -> shell
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: libTypes },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: [...libTypes, 'type:db'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:config', 'type:contracts'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:config', 'type:contracts'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:config', 'type:contracts'] },
            { sourceTag: 'type:db', onlyDependOnLibsWithTags: ['type:db', 'type:config', 'type:contracts'] },
            { sourceTag: 'type:config', onlyDependOnLibsWithTags: ['type:config', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts', 'type:config'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', 'apps/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
