import { useMutation } from '@tanstack/react-query';
import type { OkResult, PasswordResetBody } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** PUT /api/oauth/password: loginId, authToken, password. */
export const resetPassword = (body: PasswordResetBody) => json<OkResult>(api.put('api/oauth/password', { json: body }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
