import type { RemoteMessages } from '@luvcast/shell-contract';

/**
 * This remote's Lingui catalog (src/locales, `npm run i18n:extract` / `i18n:compile`), one lazy
 * chunk per locale, named after the remote (`i18n-<project>-<locale>-messages`: the web server
 * preloads the page's one; a name no other remote shares): exported by every module the remote
 * exposes, added by the shell before it renders them (docs/adr/0024-a-catalog-per-remote.md).
 */
export const messages: RemoteMessages = async (locale) => (await import(/* webpackChunkName: "i18n-luv-mfe-[request]" */ `./locales/${locale}/messages`)).messages;
