import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormClearErrors } from 'react-hook-form';
import { checkLoginId, checkNickname, findRecommender } from '@luvcast/api-client';
import type { MessageKey } from '@luvcast/contracts';
import { checkableLoginId, checkableNickname, recommenderOutcome, takenKey } from './blur-checks';

/**
 * ID and nickname checked on blur against the guest calls; the recommender looked up when given.
 * Remembers the last answers so submit can refuse a taken value without asking again.
 * A recommender prefilled from ?recommendId= (`prefilledRecommender`) is looked up once on mount, so
 * the line naming them shows without a blur (and a wrong one is marked at once).
 */
export function useBlurChecks<F extends FieldValues>(setError: UseFormSetError<F>, clearErrors: UseFormClearErrors<F>, prefilledRecommender = '') {
  const problems = useRef<Partial<Record<'loginId' | 'nickname' | 'recommendId', MessageKey>>>({});
  const [recommender, setRecommender] = useState('');

  const mark = (field: 'loginId' | 'nickname' | 'recommendId', key: MessageKey | null) => {
    if (key) {
      problems.current[field] = key;
      setError(field as Path<F>, { type: 'server', message: key });
    } else {
      delete problems.current[field];
      clearErrors(field as Path<F>);
    }
  };

  const onLoginIdBlur = async (value: string) => {
    if (!checkableLoginId(value)) return;
    mark('loginId', takenKey('loginId', await checkLoginId(value).catch(() => '')));
  };
  const onNicknameBlur = async (value: string) => {
    if (!checkableNickname(value)) return;
    mark('nickname', takenKey('nickname', await checkNickname(value).catch(() => '')));
  };
  const recommendSeq = useRef(0);
  const onRecommendBlur = async (value: string) => {
    const seq = ++recommendSeq.current;
    setRecommender('');
    if (!value) return mark('recommendId', null);
    const outcome = recommenderOutcome(await findRecommender(value).catch(() => ''));
    // only the latest lookup counts (the mount check may answer after a blur)
    if (seq !== recommendSeq.current) return;
    if ('error' in outcome) return mark('recommendId', outcome.error);
    mark('recommendId', null);
    setRecommender(outcome.nickname);
  };

  const prefill = useRef(prefilledRecommender.trim()).current;
  const onRecommendBlurRef = useRef(onRecommendBlur);
  useEffect(() => {
    if (prefill) void onRecommendBlurRef.current(prefill);
  }, [prefill]);

  /** The first remembered problem (re-applied as a field error), or null. */
  const firstProblem = (): MessageKey | null => {
    for (const field of ['loginId', 'nickname', 'recommendId'] as const) {
      const key = problems.current[field];
      if (key) {
        setError(field as Path<F>, { type: 'server', message: key });
        return key;
      }
    }
    return null;
  };

  return { onLoginIdBlur, onNicknameBlur, onRecommendBlur, recommender, firstProblem };
}
