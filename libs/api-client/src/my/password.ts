import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeBody } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** PUT /api/my/password: the member's other sessions end, this one stays. */
export const changePassword = (body: PasswordChangeBody) => json<{ result: 'ok'; endedSessions: number }>(api.put('api/my/password', { json: body }));
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
