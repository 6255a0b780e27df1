import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { LIMITS, signUpForm, type MessageKey } from '@luvcast/contracts';
import { useSignUp } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, TextField } from '@luvcast/ui';
import { useIdentityPopup } from '@luvcast/shell-kit';
import { NewPasswordField } from '../shared/new-password-field';
import { createThrottle } from '../shared/throttle';
import { signUpErrorText } from '../shared/api-error-text';
import { TermsBlock } from './terms-block';
import { RecommenderField } from './recommender-field';
import { usePartnerCode } from './use-partner-code';
import { useSignUpForm } from './use-sign-up-form';
import styles from '../shared/form.module.css';

type FormOut = v.InferOutput<typeof signUpForm>;

export interface SignUpCompleted {
  loginId: string;
  nickname: string;
}

/** Chains react-hook-form's onBlur with our own blur handler. */
const withBlur = (reg: UseFormRegisterReturn, extra: (value: string) => void): UseFormRegisterReturn => ({
  ...reg,
  onBlur: async (event) => {
    await reg.onBlur(event);
    extra((event.target as HTMLInputElement).value);
  },
});

/**
 * The domestic sign-up form (spec §2, §5): id, password, confirmation, nickname, optional
 * recommender, the personal-authentication button (only without a partner code the API knows) and the terms block.
 * A recommender prefilled from ?recommendId= is checked on mount.
 * Used by /signup and by the login dialog's sign-up tab.
 */
export function SignUpForm({ onCompleted }: { onCompleted: (done: SignUpCompleted) => void }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const showAlert = useSessionStore((s) => s.showAlert);
  const signUp = useSignUp();
  const throttle = useRef(createThrottle(LIMITS.submitThrottleMs)).current;
  const partner = usePartnerCode();
  const partnerCode = partner.code;
  const personal = useIdentityPopup('personal-signup');
  const text = (key: string) => i18n._(key);

  const prefilledRecommender = params.get('recommendId') ?? '';
  const { form, checks } = useSignUpForm(signUpForm, {
    confirmation: 'passwordConfirm',
    prefilledRecommender,
    defaultValues: {
      loginId: '',
      password: '',
      passwordConfirm: '',
      nickname: '',
      recommendId: prefilledRecommender,
      terms: { service: false, privacy: false, marketing: false },
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const terms = watch('terms');
  const fieldError = (message?: string) => (message ? text(message) : undefined);

  const onSubmit = (values: FormOut) => {
    if (signUp.isPending || !throttle.take()) return;
    if (checks.firstProblem()) return;
    // spec §5: identity verification is required unless a partner code cookie exists (one the API knows)
    if (partner.checking) return;
    if (!partnerCode && !personal.verified) {
      showAlert(text('auth.identity.required' satisfies MessageKey), t`알림`);
      return;
    }
    const isMobile = /Mobi|Android/i.test(navigator.userAgent);
    signUp.mutate(
      {
        loginId: values.loginId,
        password: values.password,
        nickname: values.nickname,
        recommendId: values.recommendId,
        partnerCode,
        authKey: personal.authKey,
        device: isMobile ? 'MOBILEWEB' : 'PCWEB',
      },
      {
        onSuccess: () => onCompleted({ loginId: values.loginId, nickname: values.nickname }),
        onError: (error) => {
          throttle.reset();
          showAlert(signUpErrorText(error, text), t`알림`);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t`회원가입`}>
      <TextField label={t`아이디`} autoComplete="username" maxLength={15} error={fieldError(errors.loginId?.message)} {...withBlur(register('loginId'), checks.onLoginIdBlur)} />
      <NewPasswordField label={t`비밀번호`} error={fieldError(errors.password?.message)} {...register('password')} />
      <NewPasswordField label={t`비밀번호 확인`} error={fieldError(errors.passwordConfirm?.message)} {...register('passwordConfirm')} />
      <TextField label={t`닉네임`} maxLength={10} error={fieldError(errors.nickname?.message)} {...withBlur(register('nickname'), checks.onNicknameBlur)} />
      <RecommenderField error={fieldError(errors.recommendId?.message)} recommender={checks.recommender} registration={withBlur(register('recommendId'), checks.onRecommendBlur)} />
      {!partnerCode && !partner.checking && (
        <div className={styles.row}>
          <Button variant="secondary" delay disabled={personal.verified} onClick={() => void personal.start().catch(() => showAlert(text('common.unknownError'), t`알림`))}>
            {personal.verified ? t`본인인증 완료 ✓` : t`본인인증`}
          </Button>
        </div>
      )}
      <TermsBlock
        value={terms}
        onChange={(value) => setValue('terms', value, { shouldValidate: isSubmitted })}
        error={fieldError((errors.terms as { message?: string } | undefined)?.message ?? errors.terms?.root?.message)}
      />
      <Button type="submit" loading={signUp.isPending}>
        <Trans>가입하기</Trans>
      </Button>
    </form>
  );
}
