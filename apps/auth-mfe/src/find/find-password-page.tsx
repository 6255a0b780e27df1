import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { loginIdField, passwordField } from '@luvcast/contracts';
import { useFindPasswordConfirm, useResetPassword } from '@luvcast/api-client';
import { useSessionStore } from '@luvcast/session';
import { Button, PageTitle, TextField } from '@luvcast/ui';
import { useIdentityPopup } from '@luvcast/shell-kit';
import { NewPasswordField } from '../shared/new-password-field';
import { AccountPage } from '../shared/account-page';
import { signUpErrorText } from '../shared/api-error-text';
import { PhoneVerificationStep } from '../shared/phone-verification-step';
import styles from '../shared/form.module.css';
import { AccountLinks } from '../shared/account-links';

/** The new-password form of the reset step. */
export const resetPasswordForm = v.pipe(
  v.object({ password: passwordField(15), passwordConfirm: v.pipe(v.string(), v.transform((s: string) => s.replace(/\s+/g, ''))) }),
  v.forward(
    v.check((f) => f.password === f.passwordConfirm, 'auth.passwordConfirm.mismatch'),
    ['passwordConfirm'],
  ),
);

/**
 * /find: ID, then identity verification (domestic members) or phone verification of purpose password
 * (foreign members), find-password/confirm -> authToken, then PUT /api/oauth/password.
 */
export function FindPasswordPage() {
  const { t, i18n } = useLingui();
  const text = (key: string) => i18n._(key);
  const navigate = useNavigate();
  const showAlert = useSessionStore((s) => s.showAlert);
  const confirm = useFindPasswordConfirm();
  const reset = useResetPassword();
  const [loginId, setLoginId] = useState('');
  const [loginIdError, setLoginIdError] = useState<string>();
  const [authToken, setAuthToken] = useState('');
  const [byPhone, setByPhone] = useState(false);
  const onConfirm = (proof: { authKey: string } | { phoneVerificationToken: string }) =>
    confirm.mutate(
      { loginId, ...proof },
      {
        onSuccess: (body) => (typeof body.authToken === 'string' ? setAuthToken(body.authToken) : showAlert(text('common.unknownError'))),
        onError: (e) => showAlert(signUpErrorText(e, text)),
      },
    );
  const personal = useIdentityPopup('password', (authKey) => onConfirm({ authKey }));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<v.InferInput<typeof resetPasswordForm>, unknown, v.InferOutput<typeof resetPasswordForm>>({
    resolver: valibotResolver(resetPasswordForm),
    defaultValues: { password: '', passwordConfirm: '' },
  });

  const loginIdOk = () => {
    const parsed = v.safeParse(loginIdField, loginId);
    setLoginIdError(parsed.success ? undefined : text(parsed.issues[0].message));
    return parsed.success;
  };
  const startVerification = () => {
    if (loginIdOk()) void personal.start().catch(() => showAlert(text('common.unknownError')));
  };

  const onReset = (values: v.InferOutput<typeof resetPasswordForm>) =>
    reset.mutate(
      { loginId, authToken, password: values.password },
      {
        onSuccess: () => {
          showAlert(t`비밀번호가 변경되었습니다.`);
          navigate('/signin', { replace: true });
        },
        onError: (e) => showAlert(signUpErrorText(e, text)),
      },
    );

  return (
    <AccountPage>
      <PageTitle>
        <Trans>비밀번호 찾기</Trans>
      </PageTitle>
      {authToken ? (
        <form className={styles.form} onSubmit={handleSubmit(onReset)} noValidate>
          <NewPasswordField label={t`새 비밀번호`} error={errors.password?.message && text(errors.password.message)} {...register('password')} />
          <NewPasswordField label={t`새 비밀번호 확인`} error={errors.passwordConfirm?.message && text(errors.passwordConfirm.message)} {...register('passwordConfirm')} />
          <Button type="submit" loading={reset.isPending}>
            <Trans>비밀번호 변경</Trans>
          </Button>
        </form>
      ) : (
        <div className={styles.form}>
          <TextField label={t`아이디`} name="loginId" maxLength={15} value={loginId} error={loginIdError} disabled={byPhone} onChange={(e) => setLoginId(e.target.value)} />
          {byPhone ? (
            <PhoneVerificationStep purpose="password" loginId={loginId} onVerified={({ token }) => onConfirm({ phoneVerificationToken: token })} />
          ) : (
            <>
              <Button delay loading={confirm.isPending} onClick={startVerification}>
                <Trans>본인인증으로 찾기</Trans>
              </Button>
              <Button variant="secondary" onClick={() => loginIdOk() && setByPhone(true)}>
                <Trans>휴대폰 번호로 찾기 (외국인 회원)</Trans>
              </Button>
            </>
          )}
        </div>
      )}
      <AccountLinks links={['signIn', 'findId']} />
    </AccountPage>
  );
}
