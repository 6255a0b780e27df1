/**
 * Message keys with the specification's exact texts (ko is the source locale).
 * Schemas use the keys; the web resolves them through Lingui (libs/i18n loads these
 * into every catalog), the API answers with the text in the caller's locale.
 */
export const messages = {
  'auth.id.empty': { ko: '아이디를 확인해주세요.', en: 'Please check ID.' },
  'auth.id.pattern': { ko: '아이디 (6~15자, 영문 소문자와 숫자)', en: 'ID (6~15 characters, alphanumeric)' },
  'auth.id.taken': { ko: '이미 있는 아이디입니다.', en: 'ID that already exists.' },
  'auth.password.empty': { ko: '비밀번호를 확인해주세요.', en: 'Please check password.' },
  'auth.password.pattern': {
    ko: '비밀번호 (8~15자, 영문 대소문자, 숫자, 특수문자 포함)',
    en: 'Password (8~15 characters, including uppercase, lowercase, numbers, and special characters).',
  },
  'auth.signin.invalid': { ko: '계정 정보가 올바르지 않습니다.', en: 'The account information is incorrect.' },
  'auth.signin.blocked': { ko: '차단된 계정입니다.', en: 'This account is blocked.' },
  'auth.token.invalid': { ko: 'accessToken is not valid.', en: 'accessToken is not valid.' },
  'common.loginRequired': { ko: '로그인 후 이용가능합니다.', en: 'Available after logging in.' },
  'common.badAccess': { ko: '잘못된 접근입니다.', en: 'Invalid access.' },
  'common.unknownError': { ko: '알 수 없는 오류가 발생하였습니다.', en: 'An unknown error has occurred.' },
  'common.badRequest': { ko: '요청 값을 확인해주세요.', en: 'Please check the request.' },
  'common.notFound': { ko: '찾을 수 없습니다.', en: 'Not found.' },
  'common.serverError': {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    en: 'A temporary error occurred. Please try again later.',
  },
} as const satisfies Record<string, { ko: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type ServerLocale = 'ko' | 'en';

/** The text of a message key in a locale (ko when the locale has no text). */
export function messageText(key: MessageKey, locale: string = 'ko'): string {
  const entry = messages[key];
  return locale === 'en' ? entry.en : entry.ko;
}

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, value);
}
