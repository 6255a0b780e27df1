import type { Profile } from '@luvcast/contracts';
import type { MemberRow } from '@luvcast/db';
import type { App } from '../../types';
import { meOf } from '../auth/auth.service';

export type MyServiceDeps = Pick<App, 'members'>;

/** The signed-in member's own pages: the profile (`me` plus PI and the profile image). */
export function createMyService(_app: MyServiceDeps) {
  return {
    /**
     * The profile of the caller's member row (read with the session by the auth plugin:
     * app.identify -> sessions + members repositories); `profileImage` is the stored path,
     * made absolute by the route.
     */
    profile(member: MemberRow): Profile {
      return { ...meOf(member), PI: member.identityVerified, profileImage: member.profileImage };
    },
  };
}
export type MyService = ReturnType<typeof createMyService>;
