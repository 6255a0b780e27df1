import type { OwnProfile, Profile } from '@luvcast/contracts';
import type { MemberRow } from '@luvcast/db';
import type { App } from '../../types';
import { meOf } from '../auth/auth.service';

export type MyServiceDeps = Pick<App, 'members' | 'channels'>;

/** The signed-in member's own pages: the profile (`me` plus PI and the profile image). */
export function createMyService(app: MyServiceDeps) {
  const service = {
    /**
     * The profile of the caller's member row (read with the session by the auth plugin:
     * app.identify -> sessions + members repositories); `profileImage` is the stored path,
     * made absolute by the route.
     */
    profile(member: MemberRow): Profile {
      return { ...meOf(member), PI: member.identityVerified, profileImage: member.profileImage };
    },
    /**
     * GET /api/my/profile: the profile plus the member's numeric id and their channel's id (null
     * before the channel is registered), which the original service's programs read (ADR 0010).
     */
    async ownProfile(member: MemberRow): Promise<OwnProfile> {
      const channel = await app.channels.findByOwner(member.id);
      return { ...service.profile(member), id: member.id, channelId: channel?.id ?? null };
    },
  };
  return service;
}
export type MyService = ReturnType<typeof createMyService>;
