import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog for the web (shell, remotes, web libs), ko is the source locale.
 * `npm run i18n:extract` writes libs/i18n/src/locales/<locale>/messages.po,
 * `npm run i18n:compile` writes messages.ts beside each (both are committed).
 * ja and zh fall back to en, en falls back to the ko source.
 */
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en', 'ja', 'zh'],
  fallbackLocales: { ja: 'en', zh: 'en', en: 'ko', default: 'ko' },
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/apps/shell/src',
        '<rootDir>/apps/auth-mfe/src',
        '<rootDir>/apps/cs-mfe/src',
        '<rootDir>/apps/member-mfe/src',
        '<rootDir>/apps/luv-mfe/src',
        '<rootDir>/apps/live-mfe/src',
        '<rootDir>/libs/i18n/src',
        '<rootDir>/libs/ui/src',
        '<rootDir>/libs/shell-kit/src',
      ],
      exclude: ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*', '**/locales/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'ts',
});
