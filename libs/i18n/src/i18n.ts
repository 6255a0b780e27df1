import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale, type MessageKey } from '@luvcast/contracts';
import { contractCatalog, loadCompiledCatalog, loadContractTexts, type CatalogLoader, type ContractTexts, type ContractTextsLoader } from './catalogs';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

export { i18n };

/** The contract texts of the active locale (their keys: isContractMessage). */
let contractTexts: Partial<ContractTexts> = {};

/**
 * The catalogs of the remotes loaded on this page, each with the load of its first locale (the
 * shell's own catalog is the `loader` of activateLocale). A locale switch loads every one of them.
 */
const remoteCatalogs = new Map<CatalogLoader, Promise<void>>();

/** The locale the last activateLocale call is bringing in (the active one once it has finished). */
let targetLocale: Locale | undefined;

/** `loader(locale)`; a failure logs a warning and gives empty messages (spec §8). */
function loadMessages(loader: CatalogLoader, locale: Locale): Promise<Messages> {
  return loader(locale).catch((error: unknown) => {
    console.warn(`[i18n] could not load the ${locale} messages; using empty messages`, error);
    return {};
  });
}

/**
 * Loads the shell's catalog of a locale, its contract message texts and the catalog of every remote
 * added so far (lazily, one chunk per locale and app), merges them and activates the locale. A failed
 * load logs a warning and activates empty messages (spec §8): the page still renders, with the
 * source strings' ids (and the contract keys when their texts failed too: in a build both are in the
 * locale's one chunk).
 */
export async function activateLocale(locale: Locale, loader: CatalogLoader = loadCompiledCatalog, contractLoader: ContractTextsLoader = loadContractTexts): Promise<void> {
  targetLocale = locale;
  const [texts, ...catalogs] = await Promise.all([
    contractLoader(locale).catch((error: unknown) => {
      console.warn(`[i18n] could not load the ${locale} contract texts`, error);
      return {};
    }),
    loadMessages(loader, locale),
    ...[...remoteCatalogs.keys()].map((remote) => loadMessages(remote, locale)),
  ]);
  contractTexts = texts;
  i18n.load(locale, Object.assign({}, ...catalogs, contractCatalog(texts)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Adds a remote's catalog (the `messages` its exposed modules export, @luvcast/shell-contract): loads
 * it for the active locale now and for every later locale switch. The shell awaits it before it
 * renders the remote, so the remote's strings are there on its first render. Once per catalog.
 */
export function addCatalog(loader: CatalogLoader): Promise<void> {
  let added = remoteCatalogs.get(loader);
  if (!added) {
    // the active locale and, when a switch (or the first activation) is under way, the locale it
    // brings in: that switch listed the catalogs before this one was added, so it would not load it
    const locales = [...new Set([i18n.locale as Locale | undefined, targetLocale])].filter((l): l is Locale => Boolean(l));
    added = Promise.all(locales.map((locale) => loadMessages(loader, locale).then((messages) => i18n.load(locale, messages)))).then(() => undefined);
    remoteCatalogs.set(loader, added);
  }
  return added;
}

/** What the page's HTML says about its texts: the page props' locale and contract texts (`messages`). */
export interface PageTexts {
  locale?: string;
  messages?: Record<string, string>;
}

/**
 * Activates the locale from the cookie (ko by default). Called once by the shell at boot with the
 * page props: their `messages` are the contract texts of the page's locale (spec: "Locale messages
 * are loaded per locale"), so when they are for the locale it activates they are used instead of
 * downloading the same texts again; without them (a load failure, another static host) the texts'
 * chunk loads.
 */
export function initI18n(page: PageTexts = {}, loader?: CatalogLoader): Promise<void> {
  const locale = typeof document === 'undefined' ? DEFAULT_LOCALE : readLocaleCookie();
  const texts = page.locale === locale && page.messages && Object.keys(page.messages).length > 0 ? (page.messages as ContractTexts) : null;
  return activateLocale(locale, loader, texts ? async () => texts : undefined);
}

/** The locale switch: remembers the choice for a year and re-activates. */
export async function switchLocale(locale: Locale, loader?: CatalogLoader): Promise<void> {
  writeLocaleCookie(locale);
  await activateLocale(locale, loader);
}

/**
 * Whether `value` is a contract message key (libs/contracts messages-ko.ts), judged by the texts
 * the active locale loaded: the web's isMessageKey, without the whole two-language catalogue.
 */
export function isContractMessage(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(contractTexts, value);
}

/**
 * Text of a contract message key (or any catalog id) in the active locale, its `{name}`s filled
 * from `params` (what the API's messageText does with the two-language catalogue).
 */
export function messageFor(key: string, params?: Record<string, string | number>): string {
  const text = i18n._(key);
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all)) : text;
}
