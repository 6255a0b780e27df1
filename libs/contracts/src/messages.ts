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
  'auth.passwordConfirm.mismatch': { ko: '비밀번호가 일치하지 않습니다.', en: 'The password does not match.' },
  'auth.nickname.empty': { ko: '닉네임을 확인해주세요.', en: 'Please check nickname.' },
  'auth.nickname.pattern': {
    ko: '닉네임 (2~10자, 한글, 영문, 숫자, 특수문자 포함)',
    en: 'Nickname (2~10 characters, including Korean, English, numbers, and special characters).',
  },
  'auth.nickname.taken': { ko: '이미 있는 닉네임입니다.', en: 'Nickname that already exists.' },
  'auth.recommender.notFound': { ko: '입력한 추천인이 조회되지 않습니다.', en: 'The recommender you entered could not be found.' },
  'auth.recommender.overlap': { ko: '이미 있는 추천인 아이디입니다.', en: 'Recommender ID that already exists.' },
  'auth.recommender.registered': { ko: '{nickname}님이 추천인으로 등록됩니다.', en: '{nickname} will be registered as your recommender.' },
  'auth.terms.required': { ko: '필수약관에 동의해주셔야 합니다.', en: 'You must agree to the required terms.' },
  'auth.identity.required': { ko: '본인인증 후 회원가입이 가능합니다.', en: 'You can sign up after identity verification.' },
  'auth.phone.empty': { ko: '휴대폰 번호를 입력해주세요.', en: 'Please enter your phone number.' },
  'auth.phone.digits': { ko: '숫자만 입력해주세요.', en: 'Please enter digits only.' },
  'auth.phone.locked': { ko: '잠시 후 다시 시도해주세요.', en: 'Please try again later.' },
  'auth.phone.sent': { ko: '인증번호가 발송되었습니다.', en: 'The verification code has been sent.' },
  'auth.phone.codeInvalid': { ko: '인증번호가 올바르지 않습니다.', en: 'The verification code is incorrect.' },
  'auth.phone.dailyLimit': { ko: '오늘은 더 이상 인증번호를 받을 수 없습니다.', en: 'No more verification codes can be sent today.' },
  'auth.phone.verifyFirst': { ko: '휴대폰 인증을 완료해주세요.', en: 'Please complete phone verification.' },
  'auth.captcha.incomplete': { ko: '인증이 완료되지 않았습니다.', en: 'Verification is not complete.' },
  'auth.birthday.invalid': { ko: '생년월일을 확인해주세요.', en: 'Please check birthday.' },
  'auth.name.invalid': { ko: '이름을 확인해주세요.', en: 'Please check name.' },
  'auth.gender.invalid': { ko: '성별을 확인해주세요.', en: 'Please check gender.' },
  'auth.signatureName.pattern': { ko: '시그니처 이름 (1~8자, 한글, 영문, 숫자)', en: 'Signature name (1~8 characters, Korean, English, numbers).' },
  'auth.signin.tooMany': { ko: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', en: 'Too many sign-in attempts. Please try again later.' },
  'auth.session.expired': { ko: '세션이 만료되었습니다. 다시 로그인해주세요.', en: 'Your session has expired. Please log in again.' },
  'auth.chat.sessionExpired': {
    ko: '세션이 만료되었습니다. 채팅에 참여하려면 다시 로그인해주세요.',
    en: 'Your session has expired. Please log in again to join the chat.',
  },
  'auth.social.unknownError': { ko: '알 수 없는 오류가 발생하였습니다.', en: 'An unknown error has occurred.' },
  'common.maintenance': { ko: '서비스 점검 중입니다.', en: 'The service is under maintenance.' },
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
  'auth.partner.notFound': { ko: '존재하지 않는 파트너 코드입니다.', en: 'The partner code does not exist.' },
  'auth.find.notFound': { ko: '일치하는 회원 정보가 없습니다.', en: 'No matching member was found.' },
  'auth.verification.required': { ko: '본인 확인 후 이용가능합니다.', en: 'Available after verifying your identity.' },
  'auth.resetToken.invalid': { ko: '인증이 만료되었습니다. 다시 인증해주세요.', en: 'The verification has expired. Please verify again.' },
  'common.forbidden': { ko: '권한이 없습니다.', en: 'You do not have permission.' },
  'auth.identity.unavailable': { ko: '본인인증을 사용할 수 없습니다.', en: 'Identity verification is not available.' },
  'auth.identity.invalid': { ko: '본인인증 정보를 찾을 수 없습니다. 다시 인증해주세요.', en: 'The identity verification was not found. Please verify again.' },
  'auth.identity.used': { ko: '이미 사용된 본인인증입니다. 다시 인증해주세요.', en: 'This identity verification has already been used. Please verify again.' },
  'auth.identity.expired': { ko: '본인인증 시간이 지났습니다. 다시 인증해주세요.', en: 'The identity verification has expired. Please verify again.' },
  'auth.identity.wrongType': { ko: '이 화면에서 사용할 수 없는 본인인증입니다. 다시 인증해주세요.', en: 'This identity verification cannot be used here. Please verify again.' },
  'auth.identity.otherMember': { ko: '다른 회원이 진행한 본인인증입니다.', en: 'This identity verification was made by another member.' },
  'auth.identity.done': { ko: '이미 본인인증을 완료한 회원입니다.', en: 'Your identity is already verified.' },
  'auth.social.unavailable': { ko: '사용할 수 없는 소셜 로그인입니다.', en: 'This social login is not available.' },
  'auth.social.alreadyLinked': { ko: '이미 가입된 소셜 계정입니다.', en: 'This social account is already registered.' },
  'auth.signin.withdrawn': { ko: '탈퇴한 계정입니다.', en: 'This account has been withdrawn.' },
  'admin.member.self': { ko: '자신의 계정은 변경할 수 없습니다.', en: 'You cannot change your own account.' },
  'auth.phone.notOwn': { ko: '회원 정보에 등록된 휴대폰 번호가 아닙니다.', en: 'This is not the phone number registered to your account.' },
  'live.channel.notFound': { ko: '존재하지 않는 채널입니다.', en: 'The channel does not exist.' },
  'live.channel.none': { ko: '채널을 먼저 개설해주세요.', en: 'Please open your channel first.' },
  'live.offline': { ko: '방송 중이 아닙니다.', en: 'The channel is not live.' },
  'live.stream.notFound': { ko: '존재하지 않는 방송입니다.', en: 'The broadcast does not exist.' },
  'live.adult.loginRequired': { ko: '성인 방송은 로그인 후 시청할 수 있습니다.', en: 'Please log in to watch an adult broadcast.' },
  'live.adult.identityRequired': { ko: '성인 방송은 본인인증 후 시청할 수 있습니다.', en: 'Please verify your identity to watch an adult broadcast.' },
  'live.adult.underAge': { ko: '만 19세 미만은 성인 방송을 시청할 수 없습니다.', en: 'Adult broadcasts are not available under the age of 19.' },
  'live.adult.off': { ko: '이 사이트에서는 성인 방송을 시청할 수 없습니다.', en: 'Adult broadcasts are not available on this site.' },
  'live.password.required': { ko: '비밀번호가 설정된 방송입니다. 비밀번호를 입력해주세요.', en: 'This broadcast has a password. Please enter it.' },
  'live.password.wrong': { ko: '비밀번호가 올바르지 않습니다.', en: 'The password is incorrect.' },
  'live.password.pattern': { ko: '방송 비밀번호는 4~20자로 입력해주세요.', en: 'The broadcast password must be 4 to 20 characters.' },
  'live.fanLevel': { ko: '팬 등급이 부족하여 시청할 수 없습니다.', en: 'Your fan level is too low to watch this broadcast.' },
  'live.full': { ko: '최대 시청 인원을 초과하여 입장할 수 없습니다.', en: 'The broadcast has reached its maximum number of viewers.' },
  'live.identityRequired': { ko: '본인인증 후 방송할 수 있습니다.', en: 'Please verify your identity before broadcasting.' },
  'live.blocked': { ko: '방송이 제한된 계정입니다.', en: 'This account may not broadcast.' },
  'live.alreadyLive': { ko: '이미 방송 중인 채널입니다.', en: 'The channel is already live.' },
  'live.streamKey.invalid': { ko: '스트림 키가 올바르지 않습니다.', en: 'The stream key is not valid.' },
  'live.theme.unknown': { ko: '존재하지 않는 테마입니다.', en: 'Unknown theme.' },
  'live.title.empty': { ko: '방송 제목을 입력해주세요.', en: 'Please enter a title.' },
  'live.title.tooLong': { ko: '방송 제목은 100자까지 입력할 수 있습니다.', en: 'The title can be up to 100 characters.' },
  'live.notice.titleEmpty': { ko: '공지 제목을 입력해주세요.', en: 'Please enter the notice title.' },
  'live.notice.titleTooLong': { ko: '공지 제목은 100자까지 입력할 수 있습니다.', en: 'The notice title can be up to 100 characters.' },
  'live.notice.contentEmpty': { ko: '공지 내용을 입력해주세요.', en: 'Please enter the notice content.' },
  'live.notice.contentTooLong': { ko: '공지 내용은 2000자까지 입력할 수 있습니다.', en: 'The notice content can be up to 2000 characters.' },
  'live.notice.notFound': { ko: '존재하지 않는 공지입니다.', en: 'The notice does not exist.' },
  'live.ownChannel': { ko: '내 채널은 팔로우할 수 없습니다.', en: 'You cannot follow your own channel.' },
  'live.ingest.secret': { ko: '인증되지 않은 요청입니다.', en: 'Unauthorized request.' },
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
