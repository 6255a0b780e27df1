import { memberLevelOf, messageText, type MemberLevelInfo, type MemberSettings, type MemberSettingsPatch, type MyRankingsParams, type MyRankingsResponse } from '@luvcast/contracts';
import type { MemberSettingsValues } from '@luvcast/db';
import type { App, AuthedMember } from '../../types';

export type MyPageServiceDeps = Pick<App, 'memberSettings' | 'gifts' | 'channels'>;

const settingsOf = (s: MemberSettingsValues): MemberSettings => ({ ...s, memberSortCode: s.memberSortCode as MemberSettings['memberSortCode'] });

/**
 * The member's own settings (member_settings: no row = the defaults), their fan level (luv sent in
 * gifts) and their gift rankings. Every call reads or changes the caller's own rows only.
 */
export function createMyPageService(app: MyPageServiceDeps) {
  return {
    /** GET /api/my/setting */
    async settings(member: AuthedMember): Promise<{ settings: MemberSettings }> {
      return { settings: settingsOf(await app.memberSettings.of(member.id)) };
    },
    /** POST /api/my/setting: the fields sent change, the others stay. */
    async updateSettings(member: AuthedMember, patch: MemberSettingsPatch): Promise<{ settings: MemberSettings }> {
      return { settings: settingsOf(await app.memberSettings.update(member.id, patch)) };
    },
    /** GET /api/my/member-level-info: the level of the luv sent in gifts (MEMBER_LEVELS in the contracts). */
    async levelInfo(member: AuthedMember, locale: string): Promise<MemberLevelInfo> {
      const { sum } = await app.gifts.sentTotals(member.id);
      const info = memberLevelOf(sum);
      return { ...info, name: messageText(info.nameKey, locale) };
    },
    /**
     * GET /api/my/rankings: the channels the member gifted to with their rank there, and when they
     * own a channel its gifters (a gifter whose isSponser setting is off is anonymous: no name).
     */
    async rankings(member: AuthedMember, q: MyRankingsParams): Promise<MyRankingsResponse> {
      const gifted = await app.gifts.giftedChannels(member.id, { offset: q.offset, limit: q.limit });
      const own = await app.channels.findByOwner(member.id);
      let channel: MyRankingsResponse['channel'] = null;
      if (own) {
        const fans = await app.gifts.channelGifters(member.id, own.id, { offset: q.fanOffset, limit: q.fanLimit });
        channel = {
          channelId: own.id,
          list: fans.list.map((f) =>
            f.isSponser ? { rank: f.rank, anonymous: false, loginId: f.loginId, nickname: f.nickname, total: f.total } : { rank: f.rank, anonymous: true, loginId: null, nickname: null, total: f.total },
          ),
          total: fans.total,
          offset: q.fanOffset,
          limit: q.fanLimit,
        };
      }
      return { gifted: { list: gifted.list, total: gifted.total, offset: q.offset, limit: q.limit }, channel };
    },
  };
}
export type MyPageService = ReturnType<typeof createMyPageService>;
