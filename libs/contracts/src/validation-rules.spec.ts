import * as v from 'valibot';
import { isMessageKey, messageText, type MessageKey } from './messages';
import { loginIdField, nicknameField, passwordField, phoneField, recommendIdField, signatureNameField, verificationCodeField } from './fields';
import { sendPhoneVerificationBody } from './phone-number';
import { foreignerSignUpBody, foreignerSubmitProblem, signUpForm } from './account/sign-up';

/**
 * Spec §5, rule by rule: which input breaks it, the message key it gives, and that key's text in
 * ko and en. Where §5 quotes a text it is copied here verbatim (ko: the Korean variant, en: the
 * English text); where §5 only describes the message (enter phone number, complete phone
 * verification, verification not complete) or gives one language, the other text is ours.
 * Rules checked by the server or by the form (taken, recommender, identity) name their key only:
 * their producers are tested in the API and auth-mfe (blur-checks.spec.ts).
 */
const firstKey = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};
const okForm = { loginId: 'newbie01', password: 'Pass!123', passwordConfirm: 'Pass!123', nickname: '새싹', recommendId: '', terms: { service: true, privacy: true, marketing: false } };
const okForeigner = { loginId: 'newbie01', password: 'Pass!123', name: 'John', nickname: 'john01', phoneVerificationToken: 'tok', gender: 'M', birthday: '1990-02-03', recommendId: '' };
const okSend = { countryCode: 1, phone: '2025550123', captchaToken: 'solved' };
const okStepTwo = { birthYear: '1990', birthMonth: '2', birthDay: '3', name: 'John', gender: 'M' };

type Row = [rule: string, produced: string | null | 'server or form', key: MessageKey, ko: string, en: string];
const rows: Row[] = [
  ['ID empty', firstKey(loginIdField, '  '), 'auth.id.empty', '아이디를 확인해주세요.', 'Please check ID.'],
  ['ID shorter than 6', firstKey(loginIdField, 'abc12'), 'auth.id.pattern', '아이디 (6~15자, 영문 소문자와 숫자)', 'ID (6~15 characters, alphanumeric)'],
  ['ID longer than 15', firstKey(loginIdField, 'abcdefghijklmnop'), 'auth.id.pattern', '아이디 (6~15자, 영문 소문자와 숫자)', 'ID (6~15 characters, alphanumeric)'],
  ['ID with an uppercase letter', firstKey(loginIdField, 'Abc1234'), 'auth.id.pattern', '아이디 (6~15자, 영문 소문자와 숫자)', 'ID (6~15 characters, alphanumeric)'],
  ['ID all digits', firstKey(loginIdField, '123456789'), 'auth.id.pattern', '아이디 (6~15자, 영문 소문자와 숫자)', 'ID (6~15 characters, alphanumeric)'],
  ['ID taken', 'server or form', 'auth.id.taken', '이미 있는 아이디입니다.', 'ID that already exists.'],
  ['password empty', firstKey(passwordField(), ''), 'auth.password.empty', '비밀번호를 확인해주세요.', 'Please check password.'],
  ['password without a special character', firstKey(passwordField(), 'Demo2345'), 'auth.password.pattern', '비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)', 'Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).'],
  ['password without a digit', firstKey(passwordField(), 'demo!abc'), 'auth.password.pattern', '비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)', 'Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).'],
  ['password over 15 in a sign-up form', firstKey(passwordField(15), 'Demo!2345678901x'), 'auth.password.pattern', '비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)', 'Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).'],
  ['password confirmation differs', firstKey(signUpForm, { ...okForm, passwordConfirm: 'Pass!124' }), 'auth.passwordConfirm.mismatch', '비밀번호가 일치하지 않습니다.', 'The password does not match.'],
  ['nickname empty', firstKey(nicknameField, ''), 'auth.nickname.empty', '닉네임을 확인해주세요.', 'Please check nickname.'],
  ['nickname shorter than 2', firstKey(nicknameField, 'a'), 'auth.nickname.pattern', '닉네임 (2~10자, 한글, 영문, 숫자, 특수문자 포함)', 'Nickname (2~10 characters, including Korean, English, numbers, and special characters).'],
  ['nickname longer than 10', firstKey(nicknameField, '가나다라마바사아자차카'), 'auth.nickname.pattern', '닉네임 (2~10자, 한글, 영문, 숫자, 특수문자 포함)', 'Nickname (2~10 characters, including Korean, English, numbers, and special characters).'],
  ['nickname with an unlisted character', firstKey(nicknameField, 'nick<1>'), 'auth.nickname.pattern', '닉네임 (2~10자, 한글, 영문, 숫자, 특수문자 포함)', 'Nickname (2~10 characters, including Korean, English, numbers, and special characters).'],
  ['nickname taken', 'server or form', 'auth.nickname.taken', '이미 있는 닉네임입니다.', 'Nickname that already exists.'],
  ['recommender longer than an ID', firstKey(recommendIdField, 'abcdefghijklmnop'), 'auth.recommender.notFound', '입력한 추천인이 조회되지 않습니다.', 'The recommender you entered could not be found.'],
  ['recommender not found', 'server or form', 'auth.recommender.notFound', '입력한 추천인이 조회되지 않습니다.', 'The recommender you entered could not be found.'],
  ['recommender already used', 'server or form', 'auth.recommender.overlap', '이미 있는 추천인 아이디입니다.', 'Recommender ID that already exists.'],
  ['required terms not agreed', firstKey(signUpForm, { ...okForm, terms: { service: true, privacy: false, marketing: true } }), 'auth.terms.required', '필수약관에 동의해주셔야 합니다.', 'You must agree to the required terms.'],
  ['identity verification missing (domestic)', 'server or form', 'auth.identity.required', '본인인증 후 회원가입이 가능합니다.', 'You can sign up after identity verification.'],
  ['phone number empty', firstKey(phoneField, ''), 'auth.phone.empty', '휴대폰 번호를 입력해주세요.', 'Please enter your phone number.'],
  ['phone number with a non-digit', firstKey(phoneField, '010-1234'), 'auth.phone.digits', '숫자만 입력해주세요.', 'Please enter digits only.'],
  ['country code missing on send', firstKey(sendPhoneVerificationBody, { ...okSend, countryCode: '' }), 'auth.phone.empty', '휴대폰 번호를 입력해주세요.', 'Please enter your phone number.'],
  ['phone missing on send', firstKey(sendPhoneVerificationBody, { ...okSend, phone: '' }), 'auth.phone.empty', '휴대폰 번호를 입력해주세요.', 'Please enter your phone number.'],
  ['phone number no SMS reaches on send (82 + 1)', firstKey(sendPhoneVerificationBody, { ...okSend, countryCode: 82, phone: '1' }), 'auth.phone.empty', '휴대폰 번호를 입력해주세요.', 'Please enter your phone number.'],
  ['verification code with a non-digit', firstKey(verificationCodeField, '12a456'), 'auth.phone.codeInvalid', '인증번호가 올바르지 않습니다.', 'The verification code is incorrect.'],
  ['verification code empty', firstKey(verificationCodeField, ''), 'auth.phone.codeInvalid', '인증번호가 올바르지 않습니다.', 'The verification code is incorrect.'],
  ['foreigner sign-up before phone verification', firstKey(foreignerSignUpBody, { ...okForeigner, phoneVerificationToken: '' }), 'auth.phone.verifyFirst', '휴대폰 인증을 완료해주세요.', 'Please complete phone verification.'],
  ['captcha not solved', firstKey(sendPhoneVerificationBody, { ...okSend, captchaToken: '' }), 'auth.captcha.incomplete', '인증이 완료되지 않았습니다.', 'Verification is not complete.'],
  ['birthday missing (checked first)', foreignerSubmitProblem({ birthYear: '', birthMonth: '', birthDay: '', name: '', gender: '' }), 'auth.birthday.invalid', '생년월일을 확인해주세요.', 'Please check birthday.'],
  ['birthday impossible', foreignerSubmitProblem({ ...okStepTwo, birthMonth: '2', birthDay: '30' }), 'auth.birthday.invalid', '생년월일을 확인해주세요.', 'Please check birthday.'],
  ['name missing (checked second)', foreignerSubmitProblem({ ...okStepTwo, name: ' ', gender: '' }), 'auth.name.invalid', '이름을 확인해주세요.', 'Please check name.'],
  ['gender missing (checked third)', foreignerSubmitProblem({ ...okStepTwo, gender: '' }), 'auth.gender.invalid', '성별을 확인해주세요.', 'Please check gender.'],
  ['signature name longer than 8', firstKey(signatureNameField, '가나다라마바사아자'), 'auth.signatureName.pattern', '시그니처 이름 (1~8자, 한글, 영문, 숫자)', 'Signature name (1~8 characters, Korean, English, numbers).'],
  ['signature name with a special character', firstKey(signatureNameField, '별빛!'), 'auth.signatureName.pattern', '시그니처 이름 (1~8자, 한글, 영문, 숫자)', 'Signature name (1~8 characters, Korean, English, numbers).'],
];

describe('spec §5 validation rules and their messages', () => {
  const cases = rows.flatMap(([rule, produced, key, ko, en]) => [
    [rule, produced, key, 'ko', ko] as const,
    [rule, produced, key, 'en', en] as const,
  ]);
  it.each(cases)('%s -> %s: %s in %s reads %s', (_rule, produced, key, locale, text) => {
    if (produced !== 'server or form') expect(produced).toBe(key);
    expect(isMessageKey(key)).toBe(true);
    expect(messageText(key, locale)).toBe(text);
  });

  it('accepts the values the rules allow', () => {
    expect(firstKey(loginIdField, 'abc123')).toBeNull();
    expect(firstKey(passwordField(40), 'Demo!2345')).toBeNull();
    expect(firstKey(nicknameField, '별빛BJ!')).toBeNull();
    expect(firstKey(phoneField, ' 010 1234 5678 ')).toBeNull();
    expect(firstKey(verificationCodeField, '123456')).toBeNull();
    expect(firstKey(sendPhoneVerificationBody, okSend)).toBeNull();
    expect(firstKey(foreignerSignUpBody, okForeigner)).toBeNull();
    expect(foreignerSubmitProblem(okStepTwo)).toBeNull();
    expect(firstKey(signatureNameField, '별빛8')).toBeNull();
  });
});
