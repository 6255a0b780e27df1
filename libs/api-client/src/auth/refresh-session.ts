import { useSessionStore, type RefreshOutcome } from '@luvcast/session';
import { refreshAccessToken, runtimeConfig } from '@luvcast/api-core';

/**
 * Refreshes the access token through the session store's one-at-a-time lock (spec §4), as the
 * 401 hook does: callers that are not HTTP requests (the chat socket's `Unauthorized`) share the
 * same in-flight refresh. Resolves with the outcome (`ok` / `ended` / `unknown`).
 */
export const refreshSession = (): Promise<RefreshOutcome> =>
  useSessionStore.getState().refreshOnce(() => refreshAccessToken(runtimeConfig().apiOrigin));
