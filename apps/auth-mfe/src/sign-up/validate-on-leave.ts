import { useEffect } from 'react';
import type { FieldValues, Path, UseFormGetFieldState, UseFormTrigger, UseFormWatch } from 'react-hook-form';

/**
 * The react-hook-form modes of both sign-up forms: a field shows its message (spec §5) when the
 * user leaves it the first time, like the taken-ID check that runs on blur, and from then on
 * follows every change (a corrected value clears it at once). Before that, submit checks all.
 * `criteriaMode: 'all'` makes valibotResolver run the schema without `abortPipeEarly`, so the
 * contract's cross-field rule (the passwords match) answers for the confirmation while other
 * fields are still invalid; each field still shows its first message.
 */
export const VALIDATE_ON_LEAVE = { mode: 'onTouched', reValidateMode: 'onChange', criteriaMode: 'all' } as const;

/**
 * A confirmation the user has already left is checked again when the field it must equal
 * changes (the password after its confirmation), so a stale "does not match" never stays.
 */
export function useRecheckConfirmation<F extends FieldValues>(
  form: { watch: UseFormWatch<F>; trigger: UseFormTrigger<F>; getFieldState: UseFormGetFieldState<F> },
  source: Path<F>,
  confirmation: Path<F>,
): void {
  const { watch, trigger, getFieldState } = form;
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name === source && getFieldState(confirmation).isTouched) void trigger(confirmation);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState, source, confirmation]);
}
