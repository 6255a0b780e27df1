import * as v from 'valibot';
import { DEVICES } from '../constants';
import { loginIdField, nicknameWireField } from '../fields';
import { me } from '../my/me';
import socialProviders from './social-providers.cjs';

/**
 * The social sign-in providers, the one list (brand-config, the API's OAuth clients and the
 * social_accounts rows use it), written in social-providers.cjs so Node scripts read it too.
 */
export const SOCIAL_PROVIDERS = socialProviders.providers;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `{provider}` of the social routes; an unknown one is 404. */
export const socialProviderParams = v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'common.notFound') });

/** GET /api/auth/oauth/{provider}/authorize?callbackURL= (and /auth/oauth/...): 302 to the provider. */
export const oauthAuthorizeQuery = v.object({ callbackURL: v.optional(v.string(), '') });
export type OAuthAuthorizeQuery = v.InferInput<typeof oauthAuthorizeQuery>;

/** POST /api/auth/oauth/{provider}/callback */
export const oauthCallbackBody = v.object({
  code: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(2000, 'auth.social.unknownError')),
  state: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(4000, 'auth.social.unknownError')),
});
export type OAuthCallbackBody = v.InferInput<typeof oauthCallbackBody>;

/** Signed in as the member linked to the social account (session cookies come with it). */
export const oauthSignedIn = v.object({ result: v.literal('ok'), me, callbackURL: v.optional(v.string()) });
export type OAuthSignedIn = v.InferOutput<typeof oauthSignedIn>;
/** No member has this social account yet: ask for a nickname, then call the provider's sign-up with `signupToken`. */
export const oauthSignupNeeded = v.object({
  result: v.literal('signup'),
  signup: v.literal(true),
  signupToken: v.string(),
  nickname: v.optional(v.string()),
  email: v.optional(v.string()),
  callbackURL: v.optional(v.string()),
});
export type OAuthSignupNeeded = v.InferOutput<typeof oauthSignupNeeded>;
/** The callback's and the token sign-in's answer. */
export const oauthCallbackResult = v.union([oauthSignedIn, oauthSignupNeeded]);
export type OAuthCallbackAnswer = v.InferOutput<typeof oauthCallbackResult>;

const providerToken = v.optional(v.pipe(v.string(), v.maxLength(4000, 'auth.social.unknownError')), '');
/** POST /api/auth/signup/oauth/{provider} and POST /v3/api/m/signup/kakao (nickname URL-encoded). */
export const socialSignUpBody = v.object({
  signupToken: providerToken,
  accessToken: providerToken,
  nickname: nicknameWireField,
  loginId: v.optional(v.union([v.literal(''), loginIdField]), ''),
  recommendId: v.optional(v.pipe(v.string(), v.maxLength(15, 'auth.recommender.notFound')), ''),
  partnerCode: v.optional(v.pipe(v.string(), v.maxLength(30, 'common.badRequest')), ''),
  authKey: v.optional(v.pipe(v.string(), v.maxLength(200, 'auth.identity.required')), ''),
  countryCodes: v.optional(v.union([v.number(), v.string(), v.array(v.union([v.number(), v.string()]))])),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
});
export type SocialSignUpBody = v.InferInput<typeof socialSignUpBody>;

/** POST /api/auth/signin/oauth/{provider}: a provider access token the app already holds. */
export const socialSignInBody = v.object({
  accessToken: v.pipe(v.string('auth.social.unknownError'), v.nonEmpty('auth.social.unknownError'), v.maxLength(4000, 'auth.social.unknownError')),
  device: v.optional(v.picklist(DEVICES), 'PCWEB'),
  tokenType: v.optional(v.string()),
  memberId: v.optional(v.union([v.string(), v.number()])),
});
export type SocialSignInBody = v.InferInput<typeof socialSignInBody>;
