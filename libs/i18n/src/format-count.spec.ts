import { setupI18n } from '@lingui/core';
import { LOCALES } from '@luvcast/contracts';
import { formatCount } from './format-count';

describe('formatCount', () => {
  const values = [0, 7, 42, 999, 1000, 1234, 12345, 123456, 1234567, -1, -999, -1000, -1234567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

  it.each([...LOCALES])('writes whole numbers of %s exactly as Intl.NumberFormat does', (locale) => {
    const lingui = setupI18n({ locale, messages: { [locale]: {} } });
    for (const value of values) expect(formatCount(value, lingui)).toBe(new Intl.NumberFormat(locale).format(value));
  });

  it('leaves fractions and other locales to Intl', () => {
    const ko = setupI18n({ locale: 'ko', messages: { ko: {} } });
    expect(formatCount(1234.5, ko)).toBe(new Intl.NumberFormat('ko').format(1234.5));
    const de = setupI18n({ locale: 'de', messages: { de: {} } });
    expect(formatCount(1234567, de)).toBe('1.234.567');
  });
});
