/**
 * @jest-environment node
 */
import { ApiError } from '@luvcast/api-client';
import { isMessageKey, messageText } from '@luvcast/contracts';
import { isIdentitySuccess } from '@luvcast/shell-kit';
import { signUpErrorText, socialSignUpErrorText } from './api-error-text';

const text = (key: string) => (isMessageKey(key) ? messageText(key, 'ko') : key);

describe('sign-up error text (알림 alert)', () => {
  it("shows the server's error text", () => {
    expect(signUpErrorText(new ApiError(409, '이미 있는 아이디입니다.'), text)).toBe('이미 있는 아이디입니다.');
  });
  it('shows the unknown-error text for a non-API failure', () => {
    expect(signUpErrorText(new Error('x'), text)).toBe('알 수 없는 오류가 발생하였습니다.');
  });
  it('social sign-up without a message: 알 수 없는 오류가 발생하였습니다.', () => {
    expect(socialSignUpErrorText(new ApiError(400, ''), text)).toBe('알 수 없는 오류가 발생하였습니다.');
    expect(socialSignUpErrorText(new ApiError(400, '닉네임 오류'), text)).toBe('닉네임 오류');
  });
});

describe('identity popup message', () => {
  it('counts a result with an authKey as verified', () => {
    expect(isIdentitySuccess({ result: 'success', redirectUrl: '/', authKey: 'k1' })).toBe(true);
  });
  it('rejects failures and messages without authKey', () => {
    expect(isIdentitySuccess({ result: 'fail', redirectUrl: '/', authKey: 'k1' })).toBe(false);
    expect(isIdentitySuccess({ result: 'success', redirectUrl: '/' })).toBe(false);
    expect(isIdentitySuccess('hello')).toBe(false);
  });
});
