import { brands } from '@luvcast/brand-config';
import type { ChannelingSwitching } from '@luvcast/contracts';
import { enabledSocialProviders } from './brand';

const allOn: ChannelingSwitching = {
  broadcast: true, broadcasting: true, adultBroadcast: true, adultPlusBroadcast: true,
  isSnsLoginKakao: true, isSnsLoginNaver: true, isSnsLoginGoogle: true, isSnsLoginTwitch: true,
};

describe('enabledSocialProviders', () => {
  it("shows the brand's providers while the switches are unknown", () => {
    expect(enabledSocialProviders(brands.luv)).toEqual(['kakao', 'google', 'twitch', 'naver']);
    expect(enabledSocialProviders(brands.lex)).toEqual(['kakao', 'naver']);
  });

  it('hides a provider whose switch is off, and never shows one the brand does not offer', () => {
    expect(enabledSocialProviders(brands.luv, { ...allOn, isSnsLoginGoogle: false })).toEqual(['kakao', 'twitch', 'naver']);
    expect(enabledSocialProviders(brands.lex, allOn)).toEqual(['kakao', 'naver']);
  });
});
