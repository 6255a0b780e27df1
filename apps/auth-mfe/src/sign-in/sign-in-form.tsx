import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as v from 'valibot';
import { signInBody, LIMITS, type MessageKey } from '@luvcast/contracts';
import { useSignIn } from '@luvcast/api-client';
import { messageFor } from '@luvcast/i18n';
import { useSessionStore } from '@luvcast/session';
import { Button, Checkbox, TextField } from '@luvcast/ui';
import { readSavedId } from './save-id-cookie';
import { appealTokenOf, signInErrorText } from './sign-in-error';
import { SanctionNotice } from './sanction-notice';
import { SocialButtons } from './social-buttons';
import { createThrottle } from '../shared/throttle';
import { REDIRECT_DELAY_MS } from '../shared/navigation';
import { AccountLinks } from '../shared/account-links';
import styles from './sign-in-form.module.css';

type SignInForm = v.InferInput<typeof signInBody>;
type SignInValues = v.InferOutput<typeof signInBody>;

export interface SignInFormProps {
  /** the safe (same-site) path to continue to */
  callbackURL: string;
  /** called ~100 ms after success */
  onSignedIn: () => void;
}

/** ID + password sign-in (spec §2 sign-in form, §4 states, §8 errors); used by /signin and the login dialog. */
export function SignInForm({ callbackURL, onSignedIn }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const showAlert = useSessionStore((s) => s.showAlert);
  const signIn = useSignIn();
  const throttle = useRef(createThrottle(LIMITS.submitThrottleMs)).current;
  const savedId = useRef(readSavedId()).current;
  // a sanctioned member's refusal, shown in the form with 이의신청 (an alert has no room for a form)
  const [sanction, setSanction] = useState<{ text: string; appealToken: string } | null>(null);
  const isMobile = typeof navigator !== 'undefined' && /Mobi|Android/i.test(navigator.userAgent);

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInForm, unknown, SignInValues>({
    resolver: valibotResolver(signInBody),
    defaultValues: { loginId: savedId, password: '', loginKeep: false, saveId: savedId !== '', device: isMobile ? 'MOBILEWEB' : 'PCWEB' },
  });

  const text = (key: MessageKey, params?: Record<string, string | number>) => (params ? messageFor(key, params) : i18n._(key));
  const formatDate = (iso: string) => i18n.date(iso, { dateStyle: 'long', timeStyle: 'short' });
  const fieldError = (message?: string) => (message ? i18n._(message) : undefined);

  const onSubmit = (values: SignInValues) => {
    // submit throttle (spec §5): once per second, never while a request runs
    if (signIn.isPending || !throttle.take()) return;
    setSanction(null);
    signIn.mutate(values, {
      onSuccess: () => {
        // the API answered with the save-ID cookie set or cleared (values.saveId)
        setTimeout(onSignedIn, REDIRECT_DELAY_MS);
      },
      onError: (error) => {
        // the throttle guards against double submits; a corrected retry after an error may go at once
        throttle.reset();
        const appealToken = appealTokenOf(error);
        if (appealToken) setSanction({ text: signInErrorText(error, text, formatDate), appealToken });
        else showAlert(signInErrorText(error, text, formatDate), t`안내`);
      },
    });
  };

  return (
    <>
      {/* a form with a submit button: Enter in either field submits */}
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField label={t`아이디`} autoComplete="username" maxLength={15} error={fieldError(errors.loginId?.message)} {...register('loginId')} />
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
      {sanction && <SanctionNotice key={sanction.appealToken} text={sanction.text} appealToken={sanction.appealToken} />}
      <SocialButtons callbackURL={callbackURL} />
      <AccountLinks links={['findId', 'findPassword']} />
    </>
  );
}
