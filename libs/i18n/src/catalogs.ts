import type { Messages } from '@lingui/core';
import { messages as contractMessages, type Locale, type MessageKey } from '@luvcast/contracts';

export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** Compiled catalogs (lingui compile --typescript), one lazy chunk per locale. */
export const loadCompiledCatalog: CatalogLoader = async (locale) => {
  switch (locale) {
    case 'ko':
      return (await import(/* webpackChunkName: "i18n-ko" */ './locales/ko/messages')).messages;
    case 'en':
      return (await import(/* webpackChunkName: "i18n-en" */ './locales/en/messages')).messages;
    case 'ja':
      return (await import(/* webpackChunkName: "i18n-ja" */ './locales/ja/messages')).messages;
    case 'zh':
      return (await import(/* webpackChunkName: "i18n-zh" */ './locales/zh/messages')).messages;
    default:
      throw new Error(`unknown locale ${String(locale)}`);
  }
};

/**
 * The contract message texts (libs/contracts messages.ts) as catalog entries under their keys:
 * ko for ko, en for en, ja and zh fall back to en. Schemas name these keys, so
 * `i18n._('auth.id.empty')` gives the spec's text in the active locale.
 */
export function contractCatalog(locale: Locale): Messages {
  const out: Messages = {};
  for (const key of Object.keys(contractMessages) as MessageKey[]) {
    // the compiled form of a text without placeholders is a one-element array
    out[key] = [locale === 'ko' ? contractMessages[key].ko : contractMessages[key].en];
  }
  return out;
}
