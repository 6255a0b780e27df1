import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import { useBlurChecks } from './use-blur-checks';
import { useRecheckConfirmation, VALIDATE_ON_LEAVE } from './validate-on-leave';

/**
 * The form state of both sign-up forms: the contract's form schema as resolver, each field's message
 * when the user leaves it (VALIDATE_ON_LEAVE), the confirmation re-checked when the password changes,
 * and the guest checks on blur (`checks`: taken ID / nickname, the recommender, prefilled from
 * ?recommendId= and looked up on mount).
 */
export function useSignUpForm<TIn extends FieldValues & { password: string }, TOut>(
  schema: v.GenericSchema<TIn, TOut>,
  { defaultValues, confirmation, prefilledRecommender }: { defaultValues: DefaultValues<TIn>; confirmation: Path<TIn>; prefilledRecommender: string },
) {
  const form = useForm<TIn, unknown, TOut>({ resolver: valibotResolver(schema), ...VALIDATE_ON_LEAVE, defaultValues });
  useRecheckConfirmation(form, 'password' as Path<TIn>, confirmation);
  const checks = useBlurChecks(form.setError, form.clearErrors, prefilledRecommender);
  return { form, checks };
}
