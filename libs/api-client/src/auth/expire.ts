import { useMutation } from '@tanstack/react-query';
import type { ExpireBody, OkResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/auth/expire: withdraws the signed-in member's account. */
export const expireAccount = (body: ExpireBody) => json<OkResult>(api.post('api/auth/expire', { json: body }));

export const useExpireAccount = () => useMutation({ mutationFn: expireAccount });
