import { api, json } from '../client';

/** What the personal (identity) authentication popup posts back via postMessage (spec §7). */
export interface PersonalAuthMessage {
  result: string;
  redirectUrl?: string;
  authKey?: string;
}

/** GET /api/personal-auth?type=...: where to open the identity-verification popup. */
export const getPersonalAuth = (type: string) => json<{ url?: string; popupUrl?: string } & Record<string, unknown>>(api.get('api/personal-auth', { searchParams: { type } }));
