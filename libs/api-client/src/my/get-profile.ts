import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Profile, type ProfileResponse } from '@luvcast/contracts';
import { api, json, ApiError } from '@luvcast/api-core';

/** GET /api/my/profile; a 401 means signed out and gives null. */
export async function getProfile(): Promise<Profile | null> {
  try {
    return (await json<ProfileResponse>(api.get('api/my/profile'))).profile;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const profileQuery = () =>
  queryOptions({ queryKey: ['my', 'profile'] as const, queryFn: getProfile, staleTime: LIMITS.profileStaleMs, retry: false });

export const useProfile = () => useQuery(profileQuery());
