import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_IMAGE_FIELD, type ProfileResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';
import { profileQuery } from './get-profile';

/** PUT /api/my/profile (multipart): a new profile picture, or none (`file` null). */
export function setProfileImage(file: File | null) {
  const form = new FormData();
  if (file) form.append(PROFILE_IMAGE_FIELD, file, file.name);
  else form.append('removeImage', 'true');
  return json<ProfileResponse>(api.put('api/my/profile', { body: form }));
}
/** The answer is the new profile: the header and the profile page show it at once. */
export function useSetProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setProfileImage, onSuccess: (r) => queryClient.setQueryData(profileQuery().queryKey, r.profile) });
}
