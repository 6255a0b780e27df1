// Types of social-providers.cjs (plain CommonJS data, so Node scripts read it as it is). The tuple
// is the list's type: social-providers.spec.ts fails when it and the data part ways.
declare namespace socialProviders {
  type Provider = 'kakao' | 'google' | 'twitch' | 'naver';
}
declare const socialProviders: {
  providers: readonly ['kakao', 'google', 'twitch', 'naver'];
  names: Readonly<Record<socialProviders.Provider, string>>;
};
export = socialProviders;
