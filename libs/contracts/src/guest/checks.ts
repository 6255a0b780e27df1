import * as v from 'valibot';

/** Guest checks (spec §7): `overlap` when taken, `ok` when free; findRecommender -> notfound | overlap | nickname. */
export const GUEST_OVERLAP = 'overlap';
export const GUEST_OK = 'ok';
export const GUEST_NOT_FOUND = 'notfound';

const pathText = (max: number) => v.pipe(v.string(), v.maxLength(max, 'common.badRequest'));
/** GET /api/guest/loginId/{id}, /api/guest/find-loginId/{id} */
export const loginIdCheckParams = v.object({ id: pathText(50) });
/** GET /api/guest/nickname/{nickname} (URL-encoded in the path) */
export const nicknameCheckParams = v.object({ nickname: pathText(100) });
/** GET /api/guest/refcode/{code}, /api/guest/findRecommender/{code} */
export const codeCheckParams = v.object({ code: pathText(50) });
