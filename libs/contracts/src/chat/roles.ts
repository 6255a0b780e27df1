// The chat's role table (issue 10): who may write, which moderation actions each role may take and
// on whom, and which rules a role is exempt from. Pure functions: apps/chat and the API enforce
// them on every message and action, the web shows only the actions the reader's role allows.
import type { ChatBadge, ChatModerateAction, ChatRole } from './socket-payloads';

const rank: Record<ChatRole, number> = { guest: 0, member: 1, manager: 2, broadcaster: 3 };

/** Moderation actions each role may take (on someone of a lower role, never on themselves). */
const actions: Record<ChatRole, readonly ChatModerateAction[]> = {
  broadcaster: ['manager', 'unmanager', 'kick', 'unkick', 'blacklist', 'unblacklist', 'settings', 'banned-words', 'announce'],
  manager: ['kick', 'unkick', 'blacklist', 'unblacklist', 'settings', 'banned-words', 'announce'],
  member: [],
  guest: [],
};

/** Actions with a target person (the rest act on the room). */
const targeted = new Set<ChatModerateAction>(['manager', 'unmanager', 'kick', 'unkick', 'blacklist', 'unblacklist']);

/** Whether a role may write at all (guests read only). */
export function canWrite(role: ChatRole): boolean {
  return role !== 'guest';
}

/** Whether a role is a moderator of the room (broadcaster or manager). */
export function isModerator(role: ChatRole): boolean {
  return role === 'broadcaster' || role === 'manager';
}

/**
 * Whether `actor` may take `action`; for targeted actions `targetRole` must be a lower role than the
 * actor's and not a guest (guests have no login to ban), and actor and target are not the same person.
 */
export function canModerate(actor: ChatRole, action: ChatModerateAction, targetRole?: ChatRole, self = false): boolean {
  if (!actions[actor].includes(action)) return false;
  if (!targeted.has(action)) return true;
  if (self || targetRole === undefined || targetRole === 'guest') return false;
  return rank[targetRole] < rank[actor];
}

/** The actions a reader of `actor`'s role may take on someone of `targetRole` (the name menu). */
export function allowedActions(actor: ChatRole, targetRole: ChatRole, self = false): ChatModerateAction[] {
  return actions[actor].filter((a) => targeted.has(a) && canModerate(actor, a, targetRole, self));
}

/** Rules a role is exempt from: moderators write through freeze, slow mode, followers/subscribers-only and banned words. */
export function exemptFromRoomRules(role: ChatRole): boolean {
  return isModerator(role);
}

/** The badges of a sender: their role's badge, and subscriber when they subscribe. */
export function badgesOf(role: ChatRole, subscriber: boolean): ChatBadge[] {
  const badges: ChatBadge[] = [];
  if (role === 'broadcaster') badges.push('broadcaster');
  if (role === 'manager') badges.push('manager');
  if (subscriber) badges.push('subscriber');
  return badges;
}
