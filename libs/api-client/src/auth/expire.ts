import { useMutation } from '@tanstack/react-query';
import { api, json } from '../client';

/** POST /api/auth/expire: withdraws the signed-in member's account. */
export const expireAccount = (body: { loginId: string; authKey?: string; phoneVerificationToken?: string }) => json<unknown>(api.post('api/auth/expire', { json: body }));

export const useExpireAccount = () => useMutation({ mutationFn: expireAccount });
