import { useMutation } from '@tanstack/react-query';
import type { FindPasswordConfirmBody, FindPasswordConfirmResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/auth/signin/find-password/confirm -> an authToken for PUT /api/oauth/password. */
export const findPasswordConfirm = (body: FindPasswordConfirmBody) =>
  json<FindPasswordConfirmResult>(api.post('api/auth/signin/find-password/confirm', { json: body }));

export const useFindPasswordConfirm = () => useMutation({ mutationFn: findPasswordConfirm });
