import * as v from 'valibot';
import { messageText } from './messages';
import { birthYearOptions, isValidBirthday, loginIdField, nicknameField, nicknameWireField, passwordField, signatureNameField } from './fields';
import { foreignerSubmitProblem, signUpForm, termsConsent, toggleAllTerms } from './account/sign-up';

const firstKey = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};

describe('ID rule', () => {
  it.each([['abc123'], ['abcdefghijklmno'], ['a1b2c3d4']])('accepts %s', (id) => expect(firstKey(loginIdField, id)).toBeNull());
  it('shows 아이디를 확인해주세요. / Please check ID. when empty', () => {
    expect(firstKey(loginIdField, '   ')).toBe('auth.id.empty');
    expect(messageText('auth.id.empty', 'ko')).toBe('아이디를 확인해주세요.');
    expect(messageText('auth.id.empty', 'en')).toBe('Please check ID.');
  });
  it.each([['abc12'], ['abcdefghijklmnop'], ['Abc1234'], ['123456789'], ['abc-123']])('rejects %s with the pattern text', (id) => {
    expect(firstKey(loginIdField, id)).toBe('auth.id.pattern');
  });
  it('strips whitespace before checking', () => expect(v.parse(loginIdField, ' abc 123 ')).toBe('abc123'));
  it('names the taken text of the spec', () => {
    expect(messageText('auth.id.taken', 'ko')).toBe('이미 있는 아이디입니다.');
    expect(messageText('auth.id.taken', 'en')).toBe('ID that already exists.');
  });
});

describe('password rule', () => {
  it('accepts a letter, a digit and a special character in 8 to 15 characters', () => expect(firstKey(passwordField(), 'Demo!2345')).toBeNull());
  it.each([['Demo2345'], ['demo!abc'], ['12345!!!'], ['De!1'], ['Demo!2345678901x']])('rejects %s', (p) => expect(firstKey(passwordField(), p)).toBe('auth.password.pattern'));
  it('shows 비밀번호를 확인해주세요. when empty', () => {
    expect(firstKey(passwordField(), '')).toBe('auth.password.empty');
    expect(messageText('auth.password.empty', 'ko')).toBe('비밀번호를 확인해주세요.');
  });
  it('has the spec English pattern text', () =>
    expect(messageText('auth.password.pattern', 'en')).toBe('Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).'));
});

describe('nickname rule', () => {
  it.each([['데모'], ['별빛BJ'], ['nick_1!'], ['가나다라마바사아자차']])('accepts %s', (n) => expect(firstKey(nicknameField, n)).toBeNull());
  it.each([['a'], ['가나다라마바사아자차카'], ['nick<1>']])('rejects %s', (n) => expect(firstKey(nicknameField, n)).toBe('auth.nickname.pattern'));
  it('decodes the URL-encoded wire form', () => expect(v.parse(nicknameWireField, encodeURIComponent('데모회원'))).toBe('데모회원'));
  it('has the spec texts', () => {
    expect(messageText('auth.nickname.empty', 'en')).toBe('Please check nickname.');
    expect(messageText('auth.nickname.taken', 'ko')).toBe('이미 있는 닉네임입니다.');
  });
});

describe('sign-up form', () => {
  const ok = { loginId: 'newbie01', password: 'Pass!123', passwordConfirm: 'Pass!123', nickname: '새싹', recommendId: '', terms: { service: true, privacy: true, marketing: false } };
  it('passes with the required terms', () => expect(v.safeParse(signUpForm, ok).success).toBe(true));
  it('says The password does not match. on the confirmation field', () => {
    const r = v.safeParse(signUpForm, { ...ok, passwordConfirm: 'Pass!124' });
    expect(r.issues?.[0].message).toBe('auth.passwordConfirm.mismatch');
    expect(messageText('auth.passwordConfirm.mismatch', 'en')).toBe('The password does not match.');
  });
  it('says 필수약관에 동의해주셔야 합니다. without the required terms', () => {
    const r = v.safeParse(signUpForm, { ...ok, terms: { service: true, privacy: false, marketing: true } });
    expect(r.issues?.[0].message).toBe('auth.terms.required');
    expect(messageText('auth.terms.required', 'ko')).toBe('필수약관에 동의해주셔야 합니다.');
  });
});

describe('terms agreement', () => {
  it('reports full, essential or none', () => {
    expect(termsConsent({ service: true, privacy: true, marketing: true })).toBe('full');
    expect(termsConsent({ service: true, privacy: true, marketing: false })).toBe('essential');
    expect(termsConsent({ service: true, privacy: false, marketing: true })).toBe('none');
  });
  it('all-agree sets all three, and clears them when all were set', () => {
    expect(toggleAllTerms({ service: true, privacy: false, marketing: false })).toEqual({ service: true, privacy: true, marketing: true });
    expect(toggleAllTerms({ service: true, privacy: true, marketing: true })).toEqual({ service: false, privacy: false, marketing: false });
  });
});

describe('foreigner step two', () => {
  const today = new Date();
  it('checks birthday, then name, then gender', () => {
    expect(foreignerSubmitProblem({ birthYear: '', birthMonth: '', birthDay: '', name: '', gender: '' })).toBe('auth.birthday.invalid');
    expect(foreignerSubmitProblem({ birthYear: '1990', birthMonth: '2', birthDay: '3', name: '', gender: '' })).toBe('auth.name.invalid');
    expect(foreignerSubmitProblem({ birthYear: '1990', birthMonth: '2', birthDay: '3', name: 'John', gender: '' })).toBe('auth.gender.invalid');
    expect(foreignerSubmitProblem({ birthYear: '1990', birthMonth: '2', birthDay: '3', name: 'John', gender: 'M' })).toBeNull();
  });
  it('rejects impossible dates and offers the last 100 years descending', () => {
    expect(isValidBirthday('1990-02-30')).toBe(false);
    const years = birthYearOptions(today);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(today.getFullYear());
    expect(years[99]).toBe(today.getFullYear() - 99);
  });
});

describe('signature name', () => {
  it('takes 1 to 8 Korean letters, letters or digits', () => {
    expect(firstKey(signatureNameField, '별빛8')).toBeNull();
    expect(firstKey(signatureNameField, '가나다라마바사아자')).toBe('auth.signatureName.pattern');
  });
});
