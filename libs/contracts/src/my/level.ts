import * as v from 'valibot';
import type { MessageKey } from '../messages';

/**
 * The fan levels, by the luv a member has sent in gifts (every gift, plain luv and gift items, to
 * any channel): a member is at the highest level whose `min` they reached. Names are message keys
 * (Korean and English texts in messages.ts).
 */
export const MEMBER_LEVELS = [
  { level: 1, min: 0, nameKey: 'my.level.1' },
  { level: 2, min: 1_000, nameKey: 'my.level.2' },
  { level: 3, min: 5_000, nameKey: 'my.level.3' },
  { level: 4, min: 10_000, nameKey: 'my.level.4' },
  { level: 5, min: 30_000, nameKey: 'my.level.5' },
  { level: 6, min: 50_000, nameKey: 'my.level.6' },
  { level: 7, min: 100_000, nameKey: 'my.level.7' },
  { level: 8, min: 300_000, nameKey: 'my.level.8' },
  { level: 9, min: 500_000, nameKey: 'my.level.9' },
  { level: 10, min: 1_000_000, nameKey: 'my.level.10' },
] as const satisfies readonly { level: number; min: number; nameKey: MessageKey }[];
export type MemberLevelEntry = (typeof MEMBER_LEVELS)[number];

/** Where `sent` luv puts a member: their level, the next one (null at the top) and the progress to it (0-100, 100 at the top). */
export function memberLevelOf(sent: number) {
  const total = Math.max(0, Math.floor(sent));
  let i = 0;
  while (i + 1 < MEMBER_LEVELS.length && total >= MEMBER_LEVELS[i + 1].min) i += 1;
  const current = MEMBER_LEVELS[i];
  const next = MEMBER_LEVELS[i + 1] ?? null;
  const progress = next ? Math.min(99, Math.floor(((total - current.min) * 100) / (next.min - current.min))) : 100;
  return {
    level: current.level,
    nameKey: current.nameKey as MessageKey,
    sentTotal: total,
    levelMin: current.min,
    nextLevel: next?.level ?? null,
    nextMin: next?.min ?? null,
    remaining: next ? next.min - total : null,
    progress,
  };
}

/** GET /api/my/member-level-info: the member's fan level; `name` is the level's name in the caller's locale. */
export const memberLevelInfo = v.object({
  level: v.number(),
  name: v.string(),
  nameKey: v.string(),
  /** luv sent in gifts, all time */
  sentTotal: v.number(),
  /** the luv the current level starts at */
  levelMin: v.number(),
  nextLevel: v.nullable(v.number()),
  nextMin: v.nullable(v.number()),
  /** luv still to send for the next level */
  remaining: v.nullable(v.number()),
  /** 0-99 toward the next level; 100 at the top */
  progress: v.number(),
});
export type MemberLevelInfo = v.InferOutput<typeof memberLevelInfo>;
