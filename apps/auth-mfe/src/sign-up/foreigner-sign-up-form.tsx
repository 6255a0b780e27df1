import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import {
  BIRTH_DAYS,
  BIRTH_MONTHS,
  birthYearOptions,
  foreignerSignUpForm,
  foreignerSubmitProblem,
  LIMITS,
} from '@luvcast/contracts';
import { useSignUpForeigner } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, TextField } from '@luvcast/ui';
import { NewPasswordField } from '../shared/new-password-field';
import { createThrottle } from '../shared/throttle';
import { signUpErrorText } from '../shared/api-error-text';
import { RecommenderField } from './recommender-field';
import { useSignUpForm } from './use-sign-up-form';
import { PhoneVerificationStep } from '../shared/phone-verification-step';
import styles from '../shared/form.module.css';

type FormOut = v.InferOutput<typeof foreignerSignUpForm>;

export interface ForeignerSignUpDone {
  loginId: string;
  password: string;
  nickname: string;
  recommendId: string;
}

/**
 * The foreigner sign-up form (spec §2): step one phone verification (PhoneVerificationStep: country,
 * phone, captcha titled Verify, send with the 60 s lock, code, confirm), step two the general form.
 * ?recommendId= prefills the recommender (kept when switching tabs) and is checked on mount.
 */
export function ForeignerSignUpForm({ onCompleted }: { onCompleted: (done: ForeignerSignUpDone) => void }) {
  const { t, i18n } = useLingui();
  const text = (key: string) => i18n._(key);
  const notice = useSessionStore((s) => s.showAlert);
  const throttle = useRef(createThrottle(LIMITS.submitThrottleMs)).current;
  const signUp = useSignUpForeigner();
  const [params] = useSearchParams();
  const prefilledRecommender = params.get('recommendId') ?? '';

  const [phoneToken, setPhoneToken] = useState('');
  const [years] = useState(() => birthYearOptions());
  const ids = useId();

  // each field's message when the user leaves it; birthday, name and gender have no field rule:
  // they are checked on submit, in that order (spec §5, foreignerSubmitProblem)
  const { form, checks } = useSignUpForm(foreignerSignUpForm, {
    confirmation: 'confirmPassword',
    prefilledRecommender,
    defaultValues: { loginId: '', name: '', nickname: '', password: '', confirmPassword: '', gender: '', birthYear: '', birthMonth: '', birthDay: '', recommendId: prefilledRecommender },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const gender = watch('gender');
  const fieldError = (message?: string) => (message ? text(message) : undefined);

  const onSubmit = (values: FormOut) => {
    if (signUp.isPending || !throttle.take()) return;
    if (!phoneToken) return notice(text('auth.phone.verifyFirst'));
    const problem = foreignerSubmitProblem(values);
    if (problem) return notice(text(problem));
    if (checks.firstProblem()) return;
    const birthday = `${values.birthYear}-${values.birthMonth.padStart(2, '0')}-${values.birthDay.padStart(2, '0')}`;
    signUp.mutate(
      {
        loginId: values.loginId,
        password: values.password,
        name: values.name.trim(),
        nickname: values.nickname,
        device: /Mobi|Android/i.test(navigator.userAgent) ? 'MOBILEWEB' : 'PCWEB',
        phoneVerificationToken: phoneToken,
        gender: values.gender as 'M' | 'F',
        birthday,
        recommendId: values.recommendId,
      },
      {
        onSuccess: () => onCompleted({ loginId: values.loginId, password: values.password, nickname: values.nickname, recommendId: values.recommendId }),
        onError: (error) => {
          throttle.reset();
          notice(signUpErrorText(error, text), t`알림`);
        },
      },
    );
  };

  return (
    <div className={styles.form}>
      <PhoneVerificationStep onVerified={({ token }) => setPhoneToken(token)} />

      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t`외국인 회원가입`}>
        <TextField
          label={t`아이디`}
          autoComplete="username"
          maxLength={15}
          error={fieldError(errors.loginId?.message)}
          {...register('loginId', { onBlur: (e) => void checks.onLoginIdBlur(e.target.value) })}
        />
        <TextField label={t`이름`} stripWhitespace={false} maxLength={50} {...register('name')} />
        <TextField label={t`닉네임`} maxLength={10} error={fieldError(errors.nickname?.message)} {...register('nickname', { onBlur: (e) => void checks.onNicknameBlur(e.target.value) })} />
        <NewPasswordField label={t`비밀번호`} error={fieldError(errors.password?.message)} {...register('password')} />
        <NewPasswordField label={t`비밀번호 확인`} error={fieldError(errors.confirmPassword?.message)} {...register('confirmPassword')} />
        <div role="group" aria-label={t`성별`} className={`${styles.row} ${styles.equal}`}>
          {(['M', 'F'] as const).map((g) => (
            <Button key={g} variant={gender === g ? 'primary' : 'secondary'} aria-pressed={gender === g} onClick={() => setValue('gender', g)}>
              {g === 'M' ? t`남성` : t`여성`}
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          <div className={styles.selectLabel}>
            <label htmlFor={`${ids}-birthYear`}>
              <Trans>출생 연도</Trans>
            </label>
            <select id={`${ids}-birthYear`} className={styles.select} {...register('birthYear')}>
              <option value="">-</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.selectLabel}>
            <label htmlFor={`${ids}-birthMonth`}>
              <Trans>월</Trans>
            </label>
            <select id={`${ids}-birthMonth`} className={styles.select} {...register('birthMonth')}>
              <option value="">-</option>
              {BIRTH_MONTHS.map((m) => (
                <option key={m} value={String(m)}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.selectLabel}>
            <label htmlFor={`${ids}-birthDay`}>
              <Trans>일</Trans>
            </label>
            <select id={`${ids}-birthDay`} className={styles.select} {...register('birthDay')}>
              <option value="">-</option>
              {BIRTH_DAYS.map((d) => (
                <option key={d} value={String(d)}>
                  {d}
                </option>
              ))}
            </select>
          </div>
        </div>
        <RecommenderField
          error={fieldError(errors.recommendId?.message)}
          recommender={checks.recommender}
          registration={register('recommendId', { onBlur: (e) => void checks.onRecommendBlur(e.target.value) })}
        />
        <Button type="submit" loading={signUp.isPending}>
          <Trans>가입하기</Trans>
        </Button>
      </form>
    </div>
  );
}
