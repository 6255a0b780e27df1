import { useMutation } from '@tanstack/react-query';
import type { SanctionAppealBody, SanctionAppealResponse } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/cs/sanction-appeal {appealToken, content}: a sanctioned member's appeal, without a session (the token of their 423 sign-in). */
export const appealSanction = (body: SanctionAppealBody) => json<SanctionAppealResponse>(api.post('api/cs/sanction-appeal', { json: body }));
export const useAppealSanction = () => useMutation({ mutationFn: appealSanction });
