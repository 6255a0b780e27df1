import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OAuthCallbackAnswer, OAuthCallbackBody, OAuthSignedIn, OAuthSignupNeeded, SocialProvider } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { api, json, runtimeConfig } from '@luvcast/api-core';
import { profileQuery } from '../my/get-profile';

/**
 * The API URL that starts a provider's authorization-code flow. A plain top-level navigation (a
 * link), so it is the /auth/oauth/... route: it sits outside the /api client-header rule, which a
 * navigation cannot satisfy (the state cookie, signed state and PKCE protect the flow instead).
 */
export const oauthAuthorizeUrl = (provider: SocialProvider, callbackURL: string) =>
  `${runtimeConfig().apiOrigin}/auth/oauth/${provider}/authorize?callbackURL=${encodeURIComponent(callbackURL)}`;

/**
 * Signed in (`me`), or a new member who must pick a nickname (`signup`, `signupToken`, then the
 * provider's sign-up call): either answer of `oauthCallbackResult`, read field by field.
 */
export type OAuthCallbackResult = Pick<OAuthCallbackAnswer, 'result'> & Partial<Omit<OAuthSignedIn, 'result'> & Omit<OAuthSignupNeeded, 'result'>>;

/** POST /api/auth/oauth/{provider}/callback { code, state } */
export const oauthCallback = (provider: SocialProvider, body: OAuthCallbackBody) =>
  json<OAuthCallbackResult>(api.post(`api/auth/oauth/${provider}/callback`, { json: body }));

export function useOAuthCallback(provider: SocialProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OAuthCallbackBody) => oauthCallback(provider, body),
    onSuccess: async (result) => {
      if (!result.me) return;
      // like a password sign-in: the header reads the profile (sign-out left it cached as null)
      useSessionStore.getState().setMe(result.me);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
