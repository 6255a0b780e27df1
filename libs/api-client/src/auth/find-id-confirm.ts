import { useMutation } from '@tanstack/react-query';
import type { FindIdConfirmBody, FindIdConfirmResult } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/auth/signin/find-id/confirm: the verified person's login IDs (masked). */
export const findIdConfirm = (body: FindIdConfirmBody) => json<FindIdConfirmResult>(api.post('api/auth/signin/find-id/confirm', { json: body }));

export const useFindIdConfirm = () => useMutation({ mutationFn: findIdConfirm });
