import { useLingui } from '@lingui/react/macro';
import { useBrand } from '@luvcast/shell-kit';

/** Does a Korean word end in a consonant (받침)? Decides 을/를 and 이/가. */
const endsInConsonant = (word: string) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
};

/** The brand's currency name in the page's language (러브 / luv, 렉스 / lex, 코인 / coin). */
export function useCurrencyName(): string {
  return useCurrency().name;
}

/**
 * The currency's name with its Korean particles: `object` 러브를 / 코인을, `subject` 러브가 / 코인이
 * (in other languages the name alone), so sentences read naturally for every brand.
 */
export function useCurrency(): { name: string; object: string; subject: string } {
  const { i18n } = useLingui();
  const brand = useBrand();
  if (i18n.locale !== 'ko') return { name: brand.currency.en, object: brand.currency.en, subject: brand.currency.en };
  const name = brand.currency.ko;
  const batchim = endsInConsonant(name);
  return { name, object: `${name}${batchim ? '을' : '를'}`, subject: `${name}${batchim ? '이' : '가'}` };
}

/** `1,100원` / `1,100 KRW`, and luv counts with the page's number format. */
export function useMoney() {
  const { i18n, t } = useLingui();
  return {
    won: (n: number) => {
      const amount = i18n.number(n);
      return t`${amount}원`;
    },
    count: (n: number) => i18n.number(n),
    dateTime: (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
