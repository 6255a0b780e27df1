import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OFFERED_LOCALES, type Locale } from '@luvcast/contracts';
import { switchLocale } from '@luvcast/i18n';
import styles from './locale-switch.module.css';

const LABELS: Record<(typeof OFFERED_LOCALES)[number], string> = { ko: '한국어', en: 'English' };

/** ko/en switch: writes the locale cookie for a year and re-activates the catalog. */
export function LocaleSwitch() {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <select
      className={styles.select}
      aria-label={t`언어`}
      value={i18n.locale}
      disabled={busy}
      onChange={async (event) => {
        setBusy(true);
        await switchLocale(event.target.value as Locale);
        setBusy(false);
      }}
    >
      {OFFERED_LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LABELS[locale]}
        </option>
      ))}
    </select>
  );
}
