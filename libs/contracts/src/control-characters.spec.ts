import * as v from 'valibot';
import { CONTROL_CHARACTER_RE, controlCharacterFree, hasControlCharacter, noControlCharacters } from './control-characters';

describe('control character rule', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['vertical tab', 'a\u000Bb'],
    ['form feed', 'a\u000Cb'],
    ['escape', '\u001B[31m'],
    ['unit separator', 'a\u001Fb'],
    ['DEL', 'a\u007Fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 application command', 'a\u009Fb'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'ab\uD83D'],
    ['a low surrogate at the start', '\uDE00ab'],
  ])('refuses %s', (_name, value) => expect(CONTROL_CHARACTER_RE.test(value)).toBe(true));

  it.each([
    ['tab, LF and CR', 'a\tb\nc\r\nd'],
    ['Korean', '안녕하세요 러브캐스트'],
    ['emoji (surrogate pairs)', '😀👍🏽👨‍👩‍👧'],
    ['a supplementary-plane CJK ideograph', '𠀀'],
    ['zero-width and bidi formatting characters', 'a\u200Bb\u202Ec'],
    ['U+FFFD and noncharacters', '\uFFFD\uFFFE\uFFFF'],
    ['the empty string', ''],
    ['punctuation of the nickname rule', '~!@#$%^&*()_+-=[]{}.,?'],
  ])('accepts %s', (_name, value) => expect(CONTROL_CHARACTER_RE.test(value)).toBe(false));
});

describe('hasControlCharacter', () => {
  it('finds a control character in a nested value, an array item or an object key', () => {
    expect(hasControlCharacter({ a: { b: ['ok', 'x\u0000'] } })).toBe(true);
    expect(hasControlCharacter([['a'], [['\u0001']]])).toBe(true);
    expect(hasControlCharacter({ 'ke\u0000y': 'value' })).toBe(true);
  });

  it('passes clean values and values without strings', () => {
    expect(hasControlCharacter({ loginId: 'demo1234', keep: true, n: 3, none: null, list: ['한글', '😀'] })).toBe(false);
    expect(hasControlCharacter(null)).toBe(false);
    expect(hasControlCharacter(undefined)).toBe(false);
    expect(hasControlCharacter(42)).toBe(false);
  });

  it('checks a value nested 100000 levels deep without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(hasControlCharacter(deep)).toBe(true);
  });
});

describe('valibot forms of the rule', () => {
  it('noControlCharacters refuses a field with common.badRequest unless told another message', () => {
    const field = v.pipe(v.string(), noControlCharacters());
    expect(v.safeParse(field, 'abc').success).toBe(true);
    const r = v.safeParse(field, 'a\u0000');
    expect(r.success ? null : r.issues[0].message).toBe('common.badRequest');
    const named = v.safeParse(v.pipe(v.string(), noControlCharacters('auth.id.pattern')), '\u0007');
    expect(named.success ? null : named.issues[0].message).toBe('auth.id.pattern');
  });

  it('controlCharacterFree judges a whole request part', () => {
    expect(v.safeParse(controlCharacterFree, { id: 'a\u0000b' }).success).toBe(false);
    expect(v.safeParse(controlCharacterFree, { id: 'ab' }).success).toBe(true);
  });
});
