export { i18n, activateLocale, addCatalog, initI18n, switchLocale, messageFor, isContractMessage, type PageTexts } from './i18n';
export { LuvcastI18nProvider } from './i18n-provider';
export { formatCount } from './format-count';
export { readLocaleCookie, writeLocaleCookie, isLocale } from './locale-cookie';
export { contractCatalog, loadCompiledCatalog, loadContractTexts, type CatalogLoader, type ContractTexts, type ContractTextsLoader } from './catalogs';
