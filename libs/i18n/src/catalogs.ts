import type { Messages } from '@lingui/core';
import type { Locale, MessageKey } from '@luvcast/contracts';

export type CatalogLoader = (locale: Locale) => Promise<Messages>;
/** The contract message texts of one locale, by key (`@luvcast/contracts/messages-ko` / `-en`). */
export type ContractTexts = Readonly<Record<MessageKey, string>>;
export type ContractTextsLoader = (locale: Locale) => Promise<ContractTexts>;

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
 * The contract message texts of a locale (libs/contracts messages-ko.ts / messages-en.ts): ko for
 * ko, en for en, ja and zh fall back to en. Their own lazy chunk per language (`i18n-texts-ko`,
 * `i18n-texts-en`), so a page downloads the texts of the language it shows only, never the whole
 * two-language catalogue (`messages` of @luvcast/contracts, which the API uses); and at boot not
 * at all when the page props carry them (initI18n): only a locale switch loads them.
 */
export const loadContractTexts: ContractTextsLoader = async (locale) => {
  switch (locale) {
    case 'ko':
      return (await import(/* webpackChunkName: "i18n-texts-ko" */ './contract-texts-ko')).koMessageTexts;
    case 'en':
    case 'ja':
    case 'zh':
      return (await import(/* webpackChunkName: "i18n-texts-en" */ './contract-texts-en')).enMessageTexts;
    default:
      throw new Error(`unknown locale ${String(locale)}`);
  }
};

/**
 * The contract texts as catalog entries under their keys: `i18n._('auth.id.empty')` gives the spec's
 * text. The compiled form of a text is a one-element array: a `{name}` in it stays as written
 * (messageFor fills it in, like the API's messageText).
 */
export function contractCatalog(texts: Partial<ContractTexts>): Messages {
  const out: Messages = {};
  for (const [key, text] of Object.entries(texts)) out[key] = [text];
  return out;
}
