import type { PersonalAuthQuery, PersonalAuthResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** What the personal (identity) authentication popup posts back via postMessage (spec §7). */
export type { PersonalAuthMessage } from '@luvcast/contracts';

/**
 * GET /api/personal-auth?type=...: where to open the identity-verification popup. `type` is one of
 * VERIFICATION_TYPES; pages pass it on from their URL as text and the API refuses others (400).
 */
export const getPersonalAuth = (type: PersonalAuthQuery['type'] | (string & {})) =>
  json<PersonalAuthResult>(api.get('api/personal-auth', { searchParams: { type } }));
