import { useMutation } from '@tanstack/react-query';
import { api, json } from '../client';

/** POST /api/auth/signin/find-id/confirm: the verified identity's login ID(s). */
export const findIdConfirm = (body: Record<string, string>) => json<{ loginId?: string; loginIds?: string[] } & Record<string, unknown>>(api.post('api/auth/signin/find-id/confirm', { json: body }));

export const useFindIdConfirm = () => useMutation({ mutationFn: findIdConfirm });
