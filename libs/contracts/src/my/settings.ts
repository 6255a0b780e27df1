import * as v from 'valibot';

/**
 * memberSortCode: how the member's followed channels are listed (GET /api/my/streams/subscriptions
 * and the main page's following list, when the call names no `sort`): 1 live first (most viewers),
 * 2 recently followed, 3 the broadcaster's nickname.
 */
export const MEMBER_SORT_CODES = [1, 2, 3] as const;
export type MemberSortCode = (typeof MEMBER_SORT_CODES)[number];

/** A sort code as a number or its digit (query strings, older clients). */
export const memberSortCodeField = v.pipe(
  v.union([v.number(), v.string()], 'my.setting.sortCode'),
  v.transform((x: number | string) => (typeof x === 'string' && /^[1-3]$/.test(x) ? Number(x) : x)),
  v.picklist(MEMBER_SORT_CODES, 'my.setting.sortCode'),
);

/** The member's settings (a member who never changed one has these). */
export const memberSettings = v.object({
  /** others see them in a live's viewer list */
  isView: v.boolean(),
  /** the web vibrates / plays a short sound on a gift to their channel or a new message */
  isVibes: v.boolean(),
  /** their name shows in gift rankings (false: 익명) */
  isSponser: v.boolean(),
  /** their big-fan badge may show (stored for the chat's big-fan feature) */
  isBigFan: v.boolean(),
  memberSortCode: v.picklist(MEMBER_SORT_CODES),
});
export type MemberSettings = v.InferOutput<typeof memberSettings>;
export const DEFAULT_MEMBER_SETTINGS: MemberSettings = { isView: true, isVibes: true, isSponser: true, isBigFan: true, memberSortCode: 1 };

const flag = v.optional(v.boolean('my.setting.invalid'));
/**
 * POST /api/my/setting: the settings sent change, the others stay; at least one. Booleans are
 * JSON booleans; memberSortCode 1, 2 or 3.
 */
export const memberSettingsBody = v.pipe(
  v.object(
    {
      isView: flag,
      isVibes: flag,
      isSponser: flag,
      isBigFan: flag,
      memberSortCode: v.optional(memberSortCodeField),
    },
    'my.setting.empty',
  ),
  v.check((b) => Object.values(b).some((x) => x !== undefined), 'my.setting.empty'),
);
export type MemberSettingsBody = v.InferInput<typeof memberSettingsBody>;
export type MemberSettingsPatch = v.InferOutput<typeof memberSettingsBody>;

/** GET /api/my/setting and the answer of POST /api/my/setting. */
export const memberSettingsResponse = v.object({ settings: memberSettings });
export type MemberSettingsResponse = v.InferOutput<typeof memberSettingsResponse>;
