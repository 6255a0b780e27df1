import type { FastifyRequest } from 'fastify';
import { COOKIES, LIVE_PASS_COOKIE_PREFIX } from '@luvcast/contracts';
import type { AuthedMember } from '../../types';
import type { Viewer } from './live.service';

/** The viewer of a request: the member, else the anonymous id cookie, else the address. */
export function viewerOf(request: FastifyRequest, member: AuthedMember | null): Viewer {
  const anon = request.cookies[COOKIES.anonymousId];
  const key = member ? `m:${member.id}` : anon && /^[A-Za-z0-9_-]{4,64}$/.test(anon) ? `a:${anon}` : `ip:${request.ip}`;
  return { member, key };
}

/** The password proof: `?liveToken=` (programs) or the channel's live-pass cookie (browsers). */
export function passTokenOf(request: FastifyRequest, channelId: number, queryToken?: string): string | undefined {
  return queryToken || request.cookies[`${LIVE_PASS_COOKIE_PREFIX}${channelId}`];
}
