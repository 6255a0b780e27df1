// The stateful core (the ky instance, refresh and XSRF handling, error sink, QueryClient, runtime
// config) is the shared singleton @luvcast/api-core, re-exported here so apps import one lib; the
// endpoint files below hold no state and are bundled (tree-shaken) per app
// (docs/adr/0020-api-client-split.md).
export {
  api,
  createApi,
  json,
  CLIENT_NAME,
  MAINTENANCE_PATH,
  ApiError,
  toApiError,
  runtimeConfig,
  setRenderRuntimeConfig,
  DEFAULT_API_PORT,
  DEFAULT_CHAT_PORT,
  type LuvcastRuntimeConfig,
  createQueryClient,
  activeQueryClient,
  reportError,
  setErrorSink,
  type ErrorSink,
  type ReportedError,
  isLogoutExempt,
  mayRefreshFor,
  LOGOUT_EXEMPT_PATTERNS,
} from '@luvcast/api-core';
export * from './auth/sign-in';
export * from './auth/sign-out';
export * from './my/get-profile';
export * from './my/profile-image';
export * from './my/password';
export * from './my/apply-personal-auth';
export * from './luv/get-luv-sum';
export * from './luv/idempotency-key';
export * from './luv/get-luv-shop';
export * from './luv/create-payment';
export * from './luv/get-payment';
export * from './luv/get-payments';
export * from './luv/cancel-payment';
export * from './luv/get-payment-receipt';
export * from './luv/redeem-coupon';
export * from './luv/send-gift';
export * from './luv/get-gift-list';
export * from './luv/get-received';
export * from './luv/get-daily';
export * from './luv/get-statement';
export * from './luv/get-my-banks';
export * from './luv/apply-bank-account';
export * from './luv/withdraw';
export * from './luv/luv-presets';
export * from './luv/get-channel-subscription';
export * from './luv/get-subscriptions';
export * from './luv/subscribe';
export * from './luv/items';
export * from './luv/exchange';
export * from './cs/get-notice-list';
export * from './cs/get-develop-notice-list';
export * from './cs/get-guide-list';
export * from './cs/notice-kinds';
export * from './cs/get-admin-notices';
export * from './cs/create-admin-notice';
export * from './cs/update-admin-notice';
export * from './cs/delete-admin-notice';
export * from './cs/upload-cs-static';
export * from './cs/inquiries';
export * from './cs/admin-inquiries';
export * from './cs/declarations';
export * from './cs/boards';
export * from './cs/sanction-appeal';
export * from './admin/search-members';
export * from './admin/get-admin-member';
export * from './admin/set-member-status';
export * from './admin/get-bank-account-queue';
export * from './admin/get-bankbook';
export * from './admin/review-bank-account';
export * from './guest/get-suggestion-list';
export * from './guest/get-banners';
export * from './auth/sign-up';
export * from './auth/sign-up-foreigner';
export * from './auth/send-phone-verification';
export * from './auth/verify-phone';
export * from './auth/get-captcha-challenge';
export * from './auth/get-personal-auth';
export * from './auth/expire';
export * from './auth/find-id-confirm';
export * from './auth/find-password-confirm';
export * from './auth/reset-password';
export * from './auth/find-verification';
export * from './auth/oauth-callback';
export * from './auth/social-sign-up';
export * from './guest/guest-check';
export * from './guest/check-login-id';
export * from './guest/check-nickname';
export * from './guest/find-recommender';
export * from './guest/check-partner-code';
export * from './guest/get-rules';
export * from './guest/get-channeling-switching';
export * from './guest/live-auth';
export * from './guest/get-themes';
export * from './live/get-channel-stream';
export * from './live/send-heartbeat';
export * from './live/get-live-list';
export * from './live/get-channel-page';
export * from './live/get-live-time';
export * from './live/follow-channel';
export * from './live/search-channels';
export * from './my/get-recorded-list';
export * from './my/get-followed-channels';
export * from './my/record-played';
export * from './my/register-channel';
export * from './my/get-my-channel-profile';
export * from './my/stream-key';
export * from './my/channel-config';
export * from './my/start-stream';
export * from './my/stop-stream';
export * from './my/messages';
export * from './my/setting';
export * from './my/member-level-info';
export * from './my/rankings';
export * from './my/get-agency-invites-has-new';
export * from './my/get-agency-invites';
export * from './my/get-agency-invite';
export * from './my/respond-agency-invite';
export * from './my/get-agency-contract-url';
export * from './admin/get-agencies';
export * from './admin/create-agency';
export * from './admin/get-admin-agency-invites';
export * from './admin/send-agency-invite';
export * from './admin/cancel-agency-invite';
export * from './auth/refresh-session';
export * from './chat/get-chat-ticket';
export * from './guest/get-emoji-list';
export * from './live/change-favorite-emoticon';
export * from './chat/get-chat-moderation';
export * from './chat/get-chat-audit-log';
