import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { useChangePassword } from '@luvcast/api-client';
import { passwordChangeBody } from '@luvcast/contracts';
import { MemberGate, useFailureText } from '@luvcast/shell-kit';
import { Button, Card, Page, PageTitle, TextField } from '@luvcast/ui';
import styles from './password-page.module.css';

type Input = v.InferInput<typeof passwordChangeBody>;
type Output = v.InferOutput<typeof passwordChangeBody>;

function PasswordForm() {
  const { t, i18n } = useLingui();
  const change = useChangePassword();
  const failureText = useFailureText();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Input, unknown, Output>({ resolver: valibotResolver(passwordChangeBody), criteriaMode: 'all', defaultValues: { currentPassword: '', password: '', confirmPassword: '' } });
  // contract message keys (libs/contracts messages.ts), in the catalogs under their keys
  const text = (key?: string) => (key ? i18n._(key) : undefined);
  if (change.isSuccess) {
    const ended = change.data.endedSessions;
    return (
      <Card as="section" className={styles.done} role="status">
        <p>
          <Trans>비밀번호를 바꿨습니다.</Trans>
        </p>
        {ended > 0 && (
          <p>
            <Trans>다른 기기의 로그인 {ended}개를 종료했습니다.</Trans>
          </p>
        )}
      </Card>
    );
  }
  return (
    <form className={styles.form} aria-label={t`비밀번호 변경`} noValidate onSubmit={handleSubmit((fields) => change.mutate(fields, { onError: () => reset({ ...fields, currentPassword: '' }) }))}>
      <TextField type="password" autoComplete="current-password" label={t`현재 비밀번호`} maxLength={40} error={text(errors.currentPassword?.message)} {...register('currentPassword')} />
      <TextField type="password" autoComplete="new-password" label={t`새 비밀번호`} maxLength={15} error={text(errors.password?.message)} {...register('password')} />
      <TextField type="password" autoComplete="new-password" label={t`새 비밀번호 확인`} maxLength={15} error={text(errors.confirmPassword?.message)} {...register('confirmPassword')} />
      <p className={styles.hint}>
        <Trans>비밀번호를 바꾸면 이 기기를 뺀 다른 기기에서는 로그아웃됩니다.</Trans>
      </p>
      {change.error && (
        <p role="alert" className={styles.error}>
          {failureText(change.error)}
        </p>
      )}
      <Button type="submit" loading={change.isPending}>
        <Trans>비밀번호 변경</Trans>
      </Button>
    </form>
  );
}

/** /my/password: a signed-in member changes their password (the current one first; the sign-up rules, checked again by the API). */
export function PasswordPage() {
  return (
    <Page width="medium">
      <PageTitle>
        <Trans>비밀번호 변경</Trans>
      </PageTitle>
      <MemberGate>{() => <PasswordForm />}</MemberGate>
    </Page>
  );
}
