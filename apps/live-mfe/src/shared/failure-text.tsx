import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@luvcast/api-client';

/**
 * The text shown for a failed API call: the API's own (Korean) message, or 잠시 후 다시 시도해
 * 주세요. when it gave none (a network failure, a 5xx).
 */
export function useFailureText(): (failure: unknown) => string {
  const { t } = useLingui();
  return (failure) => (failure instanceof ApiError && failure.msg ? failure.msg : t`잠시 후 다시 시도해 주세요.`);
}

/** The alert under a button whose call failed (a mutation's `error`); nothing without a failure. */
export function FailureAlert({ failure, className }: { failure: unknown; className?: string }) {
  const failureText = useFailureText();
  return failure ? (
    <p role="alert" className={className}>
      {failureText(failure)}
    </p>
  ) : null;
}
