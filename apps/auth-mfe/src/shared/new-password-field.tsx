import { TextField, type TextFieldProps } from '@luvcast/ui';

/**
 * A new password or its confirmation (both sign-up forms, the password reset): a password input of
 * 15 characters at most (spec §5) for which the browser may suggest a new password.
 */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="password" autoComplete="new-password" maxLength={15} {...props} />;
}
