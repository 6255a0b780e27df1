import type { LiveAuthResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/**
 * GET /api/guest/live-Auth?channelId&password: may the caller watch? With the right password it
 * answers canWatch and a `liveToken` (also set as a cookie) that the stream read accepts.
 */
export const liveAuth = (channelId: number, password = '') =>
  json<LiveAuthResult>(api.get('api/guest/live-Auth', { searchParams: { channelId: String(channelId), password } }));
