import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from './i18n';

/** The one I18nProvider, rendered by the shell around the router; remotes only use macros. */
export function LuvcastI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
