import type { PlayedBody } from '@luvcast/contracts';
import { api, json } from '@luvcast/api-core';

/** POST /api/my/streams/played {streamId}: the member watched this stream (again: it moves to the top). */
export const recordPlayed = (body: PlayedBody) => json<unknown>(api.post('api/my/streams/played', { json: body }));
