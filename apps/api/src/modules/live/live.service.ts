import type { Brand } from '@luvcast/brand-config';
import type { LiveAuthQuery, LiveAuthReason, SuggestionListParams } from '@luvcast/contracts';
import { verifyPassword } from '@luvcast/server-auth';
import type { App, AuthedMember } from '../../types';

export type LiveServiceDeps = Pick<App, 'channels' | 'siteService'>;

/** Channels and live streams: what to watch, who may watch a channel, its subscribers. */
export function createLiveService(app: LiveServiceDeps) {
  return {
    /** Channels to watch, live ones first (not the caller's own, `memberId` being their login ID). */
    suggestions: (q: SuggestionListParams) => app.channels.suggestions({ limit: q.limit, excludeLoginId: q.memberId || undefined }),

    /**
     * May this viewer watch the channel (uuid or broadcaster login ID)? Adult and adult-plus
     * broadcasts need the brand's adult switch and a signed-in, identity-verified adult (viewerId,
     * when sent, must be the signed-in member); password broadcasts need the right password.
     * option and aspCode do not widen access. Null: unknown channel. `caller` is asked only for adult broadcasts.
     */
    async liveAuth(brand: Brand, q: Required<Pick<LiveAuthQuery, 'channelId' | 'viewerId' | 'password'>>, caller: () => Promise<AuthedMember | null>) {
      const channel = await app.channels.findByIdOrOwnerLoginId(q.channelId);
      if (!channel) return null;
      const answer = (reason: LiveAuthReason) => ({ result: 'ok' as const, adultLevel: channel.adultLevel, hasPassword: !!channel.passwordHash, canWatch: reason === 'ok', reason });
      if (channel.adultLevel > 0) {
        const s = await app.siteService.platformSwitches(brand);
        if (!(channel.adultLevel === 1 ? s.adultBroadcast : s.adultPlusBroadcast)) return answer('adultBroadcastOff');
        const me = await caller();
        if (!me || (q.viewerId && q.viewerId !== me.loginId)) return answer('loginRequired');
        if (!me.row.isAdult || !me.row.identityVerified) return answer('adultRequired');
      }
      if (channel.passwordHash) {
        if (!q.password) return answer('passwordRequired');
        if (!(await verifyPassword(channel.passwordHash, q.password))) return answer('passwordWrong');
      }
      return answer('ok');
    },

    /** Subscribers of a channel: nothing is sold yet, so every channel has 0 (the real count). Null: unknown channel. */
    async subscriberCount(channelKey: string) {
      const channel = await app.channels.findByIdOrOwnerLoginId(channelKey);
      return channel ? { channelId: channel.id, count: 0 } : null;
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
