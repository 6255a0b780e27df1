/**
 * @jest-environment node
 */
// node: importing @luvcast/api-client loads ky, which needs TextEncoder/fetch (jsdom has neither)
import { ApiError } from '@luvcast/api-client';
import { messageText } from '@luvcast/contracts';
import { appealTokenOf, signInErrorText } from './sign-in-error';

const text = (key: Parameters<typeof messageText>[0], params?: Record<string, string | number>) => messageText(key, 'ko', params);

describe('signInErrorText', () => {
  it('shows 계정 정보가 올바르지 않습니다. for a 401 with an empty message', () => {
    expect(signInErrorText(new ApiError(401, ''), text)).toBe('계정 정보가 올바르지 않습니다.');
  });
  it("shows the server's message for a 401 with a message", () => {
    expect(signInErrorText(new ApiError(401, '비밀번호 5회 오류'), text)).toBe('비밀번호 5회 오류');
  });
  it('shows 차단된 계정입니다. for a 423', () => {
    expect(signInErrorText(new ApiError(423, 'blocked'), text)).toBe('차단된 계정입니다.');
  });
  it("tells a sanctioned member the sanction's reason and end, and where to appeal", () => {
    const error = new ApiError(423, '차단된 계정입니다.', undefined, { msg: '차단된 계정입니다.', sanction: { reason: '반복된 욕설', until: '2026-11-29T10:00:00.000Z' } });
    expect(signInErrorText(error, text, (iso) => `<${iso}>`)).toBe(
      '차단된 계정입니다.\n제재 사유: 반복된 욕설\n해제 예정: <2026-11-29T10:00:00.000Z>\n이의가 있으면 1:1 문의(신고/이의신청)로 알려주세요.',
    );
  });
  it('shows the unknown-error text otherwise', () => {
    expect(signInErrorText(new Error('x'), text)).toBe('알 수 없는 오류가 발생하였습니다.');
  });
});

describe('appealTokenOf', () => {
  it("reads the appeal token of a sanctioned member's 423, and nothing else", () => {
    expect(appealTokenOf(new ApiError(423, '차단된 계정입니다.', undefined, { msg: '차단된 계정입니다.', sanction: { reason: 'r', until: 'u' }, appealToken: 'tok' }))).toBe('tok');
    expect(appealTokenOf(new ApiError(423, '차단된 계정입니다.', undefined, { msg: '차단된 계정입니다.' }))).toBeNull();
    expect(appealTokenOf(new ApiError(401, '', undefined, { msg: '', appealToken: 'tok' }))).toBeNull();
    expect(appealTokenOf(new Error('x'))).toBeNull();
  });
});
