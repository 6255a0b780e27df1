import { SOCIAL_PROVIDERS, type SocialProvider } from './oauth';

describe('the social providers', () => {
  it('are the plain data of social-providers.cjs, the list Node scripts read', () => {
    expect(SOCIAL_PROVIDERS).toBe(require('./social-providers.cjs').providers);
  });

  it('are typed as they are listed (social-providers.d.cts keeps in step with the data)', () => {
    // `satisfies` refuses a provider the type lacks or adds; toEqual, one the data lacks or adds
    const typed = { kakao: true, google: true, twitch: true, naver: true } satisfies Record<SocialProvider, true>;
    expect([...SOCIAL_PROVIDERS]).toEqual(Object.keys(typed));
  });

  it('each have a Korean name', () => {
    const { names } = require('./social-providers.cjs');
    expect(Object.keys(names).sort()).toEqual([...SOCIAL_PROVIDERS].sort());
    expect(Object.values(names).every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
  });
});
