import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@luvcast/api-client';

/** What to tell the member when a call failed: the API's text, or that the connection dropped. */
export function useFailureText(): (error: unknown) => string {
  const { t } = useLingui();
  return (error) => {
    if (error instanceof ApiError && error.status === 0) return t`연결이 끊겼습니다. 다시 시도해 주세요.`;
    if (error instanceof ApiError && error.msg) return error.msg;
    return t`잠시 후 다시 시도해 주세요.`;
  };
}
