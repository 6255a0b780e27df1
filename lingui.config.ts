import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import portTable from './libs/contracts/src/ports/port-table.cjs';

/**
 * One catalog per web app, so a page loads the strings of the apps it shows only
 * (docs/adr/0024-a-catalog-per-remote.md):
 * - the shell's, with the web libs that have texts (ui, shell-kit, i18n):
 *   libs/i18n/src/locales/<locale>/messages;
 * - each remote's (every remote of the port table): apps/<remote>/src/locales/<locale>/messages.
 * ko is the source locale. `npm run i18n:extract` writes the .po files, `npm run i18n:compile`
 * writes messages.ts beside each (both are committed). ja and zh fall back to en, en to the ko source.
 */
const remoteCatalogs = Object.values(portTable.remotes).map(({ project }) => ({
  path: `<rootDir>/apps/${project}/src/locales/{locale}/messages`,
  include: [`<rootDir>/apps/${project}/src`],
}));

export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en', 'ja', 'zh'],
  fallbackLocales: { ja: 'en', zh: 'en', en: 'ko', default: 'ko' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/apps/shell/src', '<rootDir>/libs/i18n/src', '<rootDir>/libs/ui/src', '<rootDir>/libs/shell-kit/src'],
    },
    ...remoteCatalogs,
  ].map((catalog) => ({ ...catalog, exclude: ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*', '**/locales/**'] })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
