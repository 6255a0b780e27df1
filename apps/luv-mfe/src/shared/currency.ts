import { useLingui } from '@lingui/react/macro';
import { currencyNames, useBrand, type CurrencyNames } from '@luvcast/shell-kit';
import { formatCount } from '@luvcast/i18n';

/** The brand's currency name in the page's language (러브 / luv, 렉스 / lex, 코인 / coin). */
export function useCurrencyName(): string {
  return useCurrency().name;
}

/**
 * The currency's name with its Korean particles: `object` 러브를 / 코인을, `subject` 러브가 / 코인이
 * (in other languages the name alone), so sentences read naturally for every brand.
 */
export function useCurrency(): CurrencyNames {
  const { i18n } = useLingui();
  return currencyNames(useBrand(), i18n.locale);
}

/** `1,100원` / `1,100 KRW`, and luv counts with the page's number format. */
export function useMoney() {
  const { i18n, t } = useLingui();
  return {
    won: (n: number) => {
      const amount = formatCount(n, i18n);
      return t`${amount}원`;
    },
    count: (n: number) => formatCount(n, i18n),
    dateTime: (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
