import { ADULT_AGE, ageOn, isAdultOn } from './age';

describe('the adult-age rule (만 19세, counted by date)', () => {
  const today = new Date(2026, 4, 15); // 15 May 2026, local time

  it('counts full years: the age goes up on the birthday itself', () => {
    expect(ageOn('2007-05-15', today)).toBe(19);
    expect(ageOn('2007-05-16', today)).toBe(18);
    expect(ageOn('2007-06-01', today)).toBe(18);
    expect(ageOn('2007-04-30', today)).toBe(19);
  });

  it('makes a member turning 19 today an adult, and one turning 19 tomorrow not yet', () => {
    expect(ADULT_AGE).toBe(19);
    expect(isAdultOn('2007-05-15', today)).toBe(true);
    expect(isAdultOn('2007-05-16', today)).toBe(false);
  });

  it('does not count by birth year alone: born late in 2007, still 18 in May 2026', () => {
    expect(isAdultOn('2007-12-31', today)).toBe(false);
    expect(isAdultOn('2006-12-31', today)).toBe(true);
  });

  it('is false without a birthday or for a value that is no date', () => {
    expect(isAdultOn(null, today)).toBe(false);
    expect(isAdultOn(undefined, today)).toBe(false);
    expect(isAdultOn('', today)).toBe(false);
    expect(isAdultOn('not-a-date', today)).toBe(false);
  });
});
