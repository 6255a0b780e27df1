import { messageText } from '@luvcast/contracts';
import { checkableLoginId, recommenderLine, recommenderOutcome, takenKey } from './blur-checks';

describe('ID and nickname checks on blur', () => {
  it('maps overlap to 이미 있는 아이디입니다. / 이미 있는 닉네임입니다.', () => {
    expect(messageText(takenKey('loginId', 'overlap')!, 'ko')).toBe('이미 있는 아이디입니다.');
    expect(messageText(takenKey('nickname', 'overlap')!, 'ko')).toBe('이미 있는 닉네임입니다.');
    expect(messageText(takenKey('loginId', 'overlap')!, 'en')).toBe('ID that already exists.');
  });
  it('accepts ok as free', () => {
    expect(takenKey('loginId', 'ok')).toBeNull();
    expect(takenKey('nickname', 'ok')).toBeNull();
  });
  it('asks the server only about well-formed IDs', () => {
    expect(checkableLoginId('newuser1')).toBe(true);
    expect(checkableLoginId('123456')).toBe(false);
    expect(checkableLoginId('ab')).toBe(false);
  });
});

describe('recommender', () => {
  it('notfound and overlap are errors with the spec texts', () => {
    expect(recommenderOutcome('notfound')).toEqual({ error: 'auth.recommender.notFound' });
    expect(recommenderOutcome('overlap')).toEqual({ error: 'auth.recommender.overlap' });
    expect(messageText('auth.recommender.notFound', 'ko')).toBe('입력한 추천인이 조회되지 않습니다.');
  });
  it('any other answer is the nickname, shown as "{nickname}님이 추천인으로 등록됩니다."', () => {
    expect(recommenderOutcome('데모회원')).toEqual({ nickname: '데모회원' });
    // a partner code (e.g. XIN) is answered with the partner's name and accepted the same way
    expect(recommenderOutcome('XIN Marketing')).toEqual({ nickname: 'XIN Marketing' });
    expect(recommenderLine(messageText('auth.recommender.registered', 'ko'), '데모회원')).toBe('데모회원님이 추천인으로 등록됩니다.');
  });
});
