import { createContext, useContext } from 'react';
import { brands, DEFAULT_BRAND, type Brand } from '@luvcast/brand-config';

/**
 * The page's brand. The shell resolves it once from the host name at boot and provides it around
 * the router; remotes read it with `useBrand()` instead of resolving `window.location` again.
 * Without a provider (a test rendering one page) it is the default brand.
 */
export const BrandContext = createContext<Brand>(brands[DEFAULT_BRAND]);

export const useBrand = (): Brand => useContext(BrandContext);

/** Does a Korean word end in a consonant (받침)? Decides 을/를 and 이/가. */
const endsInConsonant = (word: string) => {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && code % 28 !== 0;
};

/** The brand's currency: its name in a locale, with the Korean particles a sentence needs. */
export interface CurrencyNames {
  name: string;
  /** with the object particle: 러브를 / 코인을 (the name alone in other languages) */
  object: string;
  /** with the subject particle: 러브가 / 코인이 (the name alone in other languages) */
  subject: string;
}

/** The currency of a brand in `locale` (러브 / luv, 렉스 / lex, 코인 / coin). */
export function currencyNames(brand: Brand, locale: string): CurrencyNames {
  if (locale !== 'ko') return { name: brand.currency.en, object: brand.currency.en, subject: brand.currency.en };
  const name = brand.currency.ko;
  const batchim = endsInConsonant(name);
  return { name, object: `${name}${batchim ? '을' : '를'}`, subject: `${name}${batchim ? '이' : '가'}` };
}
