import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useHydrated } from '@luvcast/shell-kit';

/**
 * Date.now(), refreshed every `ms` (on-air clocks); null while the page is server-rendered or being
 * hydrated (the server's clock is not the browser's: the clock shows once the page is live).
 */
export function useNow(ms = 1000): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return hydrated ? now : null;
}

/**
 * A date in the visitor's time zone and locale (`i18n.date`), '' while the page is server-rendered
 * or being hydrated: the server does not know the browser's time zone.
 */
export function useLocalDate(): (value: string | Date, options?: Intl.DateTimeFormatOptions) => string {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  return useCallback((value, options) => (hydrated ? i18n.date(value, options) : ''), [hydrated, i18n]);
}
