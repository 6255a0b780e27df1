import { useMutation } from '@tanstack/react-query';
import { CS_STATIC_FIELD, type CsStaticUploadResponse } from '@luvcast/contracts';
import { api, json, runtimeConfig } from '@luvcast/api-core';

/** POST /api/admin/cs-static (multipart, the field `file`): an image for a notice; answers its path `/api/cs/static/<name>`. */
export function uploadCsStatic(file: File) {
  const form = new FormData();
  form.append(CS_STATIC_FIELD, file, file.name);
  return json<CsStaticUploadResponse>(api.post('api/admin/cs-static', { body: form }));
}

export const useUploadCsStatic = () => useMutation({ mutationFn: uploadCsStatic });

/** Where the browser loads an uploaded image from: the API origin plus its path. */
export const csStaticUrl = (path: string) => `${runtimeConfig().apiOrigin}${path}`;
