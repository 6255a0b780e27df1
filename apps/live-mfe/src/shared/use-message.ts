import { useLingui } from '@lingui/react/macro';

/**
 * The text of a contract message key (libs/contracts messages.ts) in the active locale (the i18n
 * catalogs carry the contract texts). A helper instead of `i18n._('key')` so Lingui's extractor
 * does not copy the keys into the PO catalogs.
 */
export function useMessage(): (key: string) => string {
  const { i18n } = useLingui();
  return (key) => i18n._(key);
}
