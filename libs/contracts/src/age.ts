/** Adult under the Korean youth protection rule shown in the identity popup: 만 19세 이상 (full years). */
export const ADULT_AGE = 19;

/**
 * Full years of age on `today` for a birthday yyyy-MM-dd (counted by date: the age goes up on the
 * birthday itself). NaN for a value that is no date.
 */
export function ageOn(birthday: string, today: Date = new Date()): number {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return Number.NaN;
  const month = today.getMonth() + 1;
  const beforeBirthday = month < m || (month === m && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** 19 or older on `today` (an adult from their 19th birthday on); false without a birthday. */
export function isAdultOn(birthday: string | null | undefined, today: Date = new Date()): boolean {
  return !!birthday && ageOn(birthday, today) >= ADULT_AGE;
}
