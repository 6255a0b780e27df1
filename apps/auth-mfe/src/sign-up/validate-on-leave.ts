import { useEffect } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldError, FieldValues, Path, Resolver, UseFormGetFieldState, UseFormTrigger, UseFormWatch } from 'react-hook-form';
import * as v from 'valibot';

/**
 * The react-hook-form modes of both sign-up forms: a field shows its message (spec §5) when the
 * user leaves it the first time, like the taken-ID check that runs on blur, and from then on
 * follows every change (a corrected value clears it at once). Before that, submit checks all.
 */
export const VALIDATE_ON_LEAVE = { mode: 'onTouched', reValidateMode: 'onChange' } as const;

/** A form schema of the contracts: `v.pipe(v.object({...}), ...cross-field checks)`. */
type PipedFormSchema = v.GenericSchema & { pipe: readonly unknown[] };

/**
 * `valibotResolver(schema)`, plus the schema's own cross-field checks (the pipe's actions after
 * its object, e.g. "the passwords match") for the fields being validated, even while other
 * fields are still invalid: valibot skips a pipe's checks once the object has an issue, which
 * would hold "비밀번호가 일치하지 않습니다." back until every other field is valid. The rule
 * stays the contract's (no copy of it here); `v.partialCheck` in the contract would make this
 * unnecessary.
 */
export function validateOnLeaveResolver<TIn extends FieldValues, TOut>(schema: PipedFormSchema): Resolver<TIn, unknown, TOut> {
  const base = valibotResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  const pipe = v.pipe as unknown as (...items: unknown[]) => v.GenericSchema;
  const crossField = pipe(v.looseObject({}), ...schema.pipe.slice(1));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const asked = new Set<string>((options.names ?? []) as string[]);
    const crossIssues = v.safeParse(crossField, values).issues ?? [];
    const added: Record<string, FieldError> = {};
    for (const issue of crossIssues) {
      const path = v.getDotPath(issue);
      if (path && asked.has(path) && !(path in result.errors)) added[path] = { type: issue.type, message: issue.message };
    }
    if (Object.keys(added).length === 0) return result;
    return { values: {}, errors: { ...result.errors, ...added } } as Awaited<ReturnType<Resolver<TIn, unknown, TOut>>>;
  };
}

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
