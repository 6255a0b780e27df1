import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { signInBody, LIMITS, type MessageKey } from '@luvcast/contracts';
import { useSignIn } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, Checkbox, TextField } from '@luvcast/ui';
import { readSavedId, writeSavedId } from './save-id-cookie';
import { safeCallbackURL, signInErrorText } from './sign-in-error';
import styles from './sign-in-page.module.css';

type SignInForm = v.InferInput<typeof signInBody>;
type SignInValues = v.InferOutput<typeof signInBody>;

const REDIRECT_DELAY_MS = 100;

/** /signin?callbackURL=...: ID + password sign-in (spec §2 sign-in form, §4 states, §8 errors). */
export function SignInPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const showAlert = useSessionStore((s) => s.showAlert);
  const signIn = useSignIn();
  const lastSubmit = useRef(0);
  const savedId = useRef(readSavedId()).current;

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInForm, unknown, SignInValues>({
    resolver: valibotResolver(signInBody),
    defaultValues: { loginId: savedId, password: '', loginKeep: false, saveId: savedId !== '', device: 'PCWEB' },
  });

  const text = (key: MessageKey) => i18n._(key);
  const fieldError = (message?: string) => (message ? i18n._(message) : undefined);

  const onSubmit = (values: SignInValues) => {
    // submit throttle (spec §5): once per second, never while a request runs
    const now = Date.now();
    if (signIn.isPending || now - lastSubmit.current < LIMITS.submitThrottleMs) return;
    lastSubmit.current = now;
    signIn.mutate(values, {
      onSuccess: () => {
        writeSavedId(values.saveId ? values.loginId : null);
        const target = safeCallbackURL(params.get('callbackURL'));
        setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        // the throttle guards against double submits; a corrected retry after an error may go at once
        lastSubmit.current = 0;
        showAlert(signInErrorText(error, text), t`안내`);
      },
    });
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>
        <Trans>로그인</Trans>
      </h1>
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label={t`아이디`}
          autoComplete="username"
          maxLength={15}
          error={fieldError(errors.loginId?.message)}
          {...register('loginId')}
        />
        <TextField
          label={t`비밀번호`}
          type="password"
          autoComplete="current-password"
          maxLength={40}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <div className={styles.options}>
          <Checkbox label={t`로그인 상태 유지`} {...register('loginKeep')} />
          {/* not "아이디 저장": the ID field's label must stay unique for getByLabel('아이디') */}
          <Checkbox label={t`ID 저장`} {...register('saveId')} />
        </div>
        <Button type="submit" loading={signIn.isPending} className={styles.submit}>
          <Trans>로그인</Trans>
        </Button>
      </form>
    </section>
  );
}
