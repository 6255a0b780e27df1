import type { I18n } from '@lingui/core';

/**
 * Locales whose integers are grouped by three with a comma and signed with a hyphen-minus, exactly
 * as `Intl.NumberFormat` formats them ('1,234', '-1,234'): every locale luvcast ships.
 */
const COMMA_GROUPED = new Set(['ko', 'en', 'ja', 'zh']);

/**
 * A count (viewers, followers, luv) in `lingui`'s locale, as its `number(value)` gives it. Whole
 * numbers of the shipped locales are grouped here: a page's first `Intl.NumberFormat` costs
 * Chromium ~25 ms of ICU set-up (~100 ms on a phone-class CPU), which fell inside the first
 * screen's hydration (`npm run bench:web`, tools/bench/README.md). Anything else goes to Intl.
 */
export function formatCount(value: number, lingui: Pick<I18n, 'locale' | 'number'>): string {
  if (!Number.isSafeInteger(value) || !COMMA_GROUPED.has(lingui.locale)) return lingui.number(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
