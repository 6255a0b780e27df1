// The social sign-in providers: the one list. Web and server code import it as SOCIAL_PROVIDERS of
// @luvcast/contracts (brand-config, the API's OAuth clients, the social_accounts rows, auth-mfe's
// buttons); Node scripts that run without a build (tools/dev-oauth-provider.mjs, tools/start.mjs)
// require this file as it is. Plain data that requires nothing; its types are social-providers.d.cts.
module.exports = {
  providers: ['kakao', 'google', 'twitch', 'naver'],
  /** each provider's name in Korean (the local OAuth2 provider's consent page: "카카오 로그인 (개발용)") */
  names: { kakao: '카카오', google: '구글', twitch: '트위치', naver: '네이버' },
};
