import * as v from 'valibot';
import { GUEST_NOT_FOUND, GUEST_OVERLAP, loginIdField, nicknameField, type MessageKey } from '@luvcast/contracts';

/** The message key for a guest ID / nickname check answer (spec §5: taken -> 이미 있는 ...). */
export function takenKey(field: 'loginId' | 'nickname', answer: string): MessageKey | null {
  if (answer !== GUEST_OVERLAP) return null;
  return field === 'loginId' ? 'auth.id.taken' : 'auth.nickname.taken';
}

/** Only well-formed values are sent to the server on blur. */
export const checkableLoginId = (value: string) => v.safeParse(loginIdField, value).success;
export const checkableNickname = (value: string) => v.safeParse(nicknameField, value).success;

/** findRecommender: notfound / overlap are errors, any other value is the recommender's nickname. */
export function recommenderOutcome(answer: string): { error: MessageKey } | { nickname: string } {
  if (answer === GUEST_NOT_FOUND || answer === '') return { error: 'auth.recommender.notFound' };
  if (answer === GUEST_OVERLAP) return { error: 'auth.recommender.overlap' };
  return { nickname: answer };
}

/** "{nickname}님이 추천인으로 등록됩니다." with the name filled in. */
export const recommenderLine = (template: string, nickname: string) => template.replace('{nickname}', nickname);
