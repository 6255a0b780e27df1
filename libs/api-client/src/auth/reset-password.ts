import { useMutation } from '@tanstack/react-query';
import { api, json } from '../client';

/** PUT /api/oauth/password: loginId, authToken, password. */
export const resetPassword = (body: { loginId: string; authToken: string; password: string }) => json<unknown>(api.put('api/oauth/password', { json: body }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
