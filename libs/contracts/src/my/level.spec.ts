import * as v from 'valibot';
import { MEMBER_LEVELS, memberLevelOf } from './level';
import { memberSettingsBody } from './settings';
import { messages } from '../messages';

describe('memberLevelOf', () => {
  it('puts a member at the highest level whose threshold they reached, with the way to the next', () => {
    expect(memberLevelOf(0)).toEqual({ level: 1, nameKey: 'my.level.1', sentTotal: 0, levelMin: 0, nextLevel: 2, nextMin: 1000, remaining: 1000, progress: 0 });
    expect(memberLevelOf(999)).toMatchObject({ level: 1, remaining: 1, progress: 99 });
    expect(memberLevelOf(1000)).toMatchObject({ level: 2, levelMin: 1000, nextMin: 5000, progress: 0 });
    expect(memberLevelOf(7500)).toMatchObject({ level: 3, remaining: 2500, progress: 50 });
    expect(memberLevelOf(999_999)).toMatchObject({ level: 9, progress: 99 });
    expect(memberLevelOf(5_000_000)).toEqual({ level: 10, nameKey: 'my.level.10', sentTotal: 5_000_000, levelMin: 1_000_000, nextLevel: null, nextMin: null, remaining: null, progress: 100 });
    expect(memberLevelOf(-5)).toMatchObject({ level: 1, sentTotal: 0 });
  });

  it('has ten rising levels, each named in Korean and English', () => {
    expect(MEMBER_LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (let i = 1; i < MEMBER_LEVELS.length; i++) expect(MEMBER_LEVELS[i].min).toBeGreaterThan(MEMBER_LEVELS[i - 1].min);
    for (const l of MEMBER_LEVELS) expect(messages[l.nameKey].ko && messages[l.nameKey].en).toBeTruthy();
  });
});

describe('memberSettingsBody', () => {
  const parse = (x: unknown) => v.safeParse(memberSettingsBody, x);
  it('keeps the fields sent and makes the sort code a number', () => {
    expect(parse({ isSponser: false, memberSortCode: '3' }).output).toEqual({ isSponser: false, memberSortCode: 3 });
  });
  it('refuses no field, a non-boolean switch and an unknown sort code with their keys', () => {
    expect(parse({}).issues?.[0].message).toBe('my.setting.empty');
    expect(parse({ isView: 'true' }).issues?.[0].message).toBe('my.setting.invalid');
    expect(parse({ memberSortCode: 4 }).issues?.[0].message).toBe('my.setting.sortCode');
  });
});
