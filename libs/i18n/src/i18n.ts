import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '@luvcast/contracts';
import { contractCatalog, loadCompiledCatalog, type CatalogLoader } from './catalogs';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';

export { i18n };

/**
 * Loads the catalog of a locale (lazily, one chunk per locale), merges the contract messages and
 * activates it. A failed load logs a warning and activates empty messages (spec §8): the page
 * still renders, with the contract texts and the source strings' ids.
 */
export async function activateLocale(locale: Locale, loader: CatalogLoader = loadCompiledCatalog): Promise<void> {
  let compiled = {};
  try {
    compiled = await loader(locale);
  } catch (error) {
    console.warn(`[i18n] could not load the ${locale} messages; using empty messages`, error);
  }
  i18n.load(locale, { ...compiled, ...contractCatalog(locale) });
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Activates the locale from the cookie (ko by default). Called once by the shell at boot. */
export function initI18n(loader?: CatalogLoader): Promise<void> {
  return activateLocale(typeof document === 'undefined' ? DEFAULT_LOCALE : readLocaleCookie(), loader);
}

/** The locale switch: remembers the choice for a year and re-activates. */
export async function switchLocale(locale: Locale, loader?: CatalogLoader): Promise<void> {
  writeLocaleCookie(locale);
  await activateLocale(locale, loader);
}

/** Text of a contract message key (or any catalog id) in the active locale. */
export function messageFor(key: string): string {
  return i18n._(key);
}
