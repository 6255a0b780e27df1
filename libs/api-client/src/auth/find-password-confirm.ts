import { useMutation } from '@tanstack/react-query';
import { api, json } from '../client';

/** POST /api/auth/signin/find-password/confirm -> an authToken for PUT /api/oauth/password. */
export const findPasswordConfirm = (body: Record<string, string>) => json<{ authToken?: string } & Record<string, unknown>>(api.post('api/auth/signin/find-password/confirm', { json: body }));

export const useFindPasswordConfirm = () => useMutation({ mutationFn: findPasswordConfirm });
