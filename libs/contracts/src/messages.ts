import { enMessageTexts } from './messages-en';
import { koMessageTexts } from './messages-ko';

export type MessageKey = keyof typeof koMessageTexts;
export type ServerLocale = 'ko' | 'en';

/**
 * Message keys with the specification's exact texts (ko is the source locale).
 * Schemas use the keys; the web resolves them through Lingui (libs/i18n loads the texts of the
 * active locale, `@luvcast/contracts/messages-ko` or `-en`, into its catalog), the API answers with
 * the text in the caller's locale. The texts live in ./messages-ko.ts and ./messages-en.ts, so a
 * web page never downloads both languages (docs/adr/0020-api-client-split.md).
 */
export const messages = Object.fromEntries(
  (Object.keys(koMessageTexts) as MessageKey[]).map((key) => [key, { ko: koMessageTexts[key], en: enMessageTexts[key] }]),
) as { readonly [K in MessageKey]: { readonly ko: (typeof koMessageTexts)[K]; readonly en: (typeof enMessageTexts)[K] } };

/** The text of a message key in a locale (ko when the locale has no text). */
export function messageText(key: MessageKey, locale: string = 'ko', params?: Record<string, string | number>): string {
  const entry = messages[key];
  const text: string = locale === 'en' ? entry.en : entry.ko;
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)) : text;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
