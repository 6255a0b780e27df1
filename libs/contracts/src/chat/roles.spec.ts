import { allowedActions, badgesOf, canModerate, canWrite, exemptFromRoomRules } from './roles';
import type { ChatModerateAction, ChatRole } from './socket-payloads';

describe('chat role table', () => {
  it('lets everyone but guests write', () => {
    expect((['broadcaster', 'manager', 'member', 'guest'] as ChatRole[]).map(canWrite)).toEqual([true, true, true, false]);
  });

  it.each<[ChatRole, ChatModerateAction, ChatRole | undefined, boolean]>([
    ['broadcaster', 'manager', 'member', true],
    ['broadcaster', 'unmanager', 'manager', true],
    ['broadcaster', 'kick', 'manager', true],
    ['broadcaster', 'blacklist', 'member', true],
    ['broadcaster', 'settings', undefined, true],
    ['manager', 'kick', 'member', true],
    ['manager', 'blacklist', 'member', true],
    ['manager', 'kick', 'manager', false],
    ['manager', 'kick', 'broadcaster', false],
    ['manager', 'manager', 'member', false],
    ['manager', 'settings', undefined, true],
    ['manager', 'banned-words', undefined, true],
    ['member', 'kick', 'member', false],
    ['member', 'settings', undefined, false],
    ['guest', 'announce', undefined, false],
    ['broadcaster', 'kick', 'guest', false],
    ['broadcaster', 'kick', undefined, false],
  ])('%s may %s a %s: %s', (actor, action, target, expected) => {
    expect(canModerate(actor, action, target)).toBe(expected);
  });

  it('never lets anyone act on themselves', () => {
    expect(canModerate('broadcaster', 'kick', 'member', true)).toBe(false);
    expect(allowedActions('manager', 'member', true)).toEqual([]);
  });

  it('lists the name menu of each role', () => {
    expect(allowedActions('broadcaster', 'member')).toEqual(['manager', 'unmanager', 'kick', 'unkick', 'blacklist', 'unblacklist']);
    expect(allowedActions('manager', 'member')).toEqual(['kick', 'unkick', 'blacklist', 'unblacklist']);
    expect(allowedActions('manager', 'manager')).toEqual([]);
    expect(allowedActions('member', 'member')).toEqual([]);
  });

  it('exempts moderators from room rules and gives badges', () => {
    expect(exemptFromRoomRules('manager')).toBe(true);
    expect(exemptFromRoomRules('member')).toBe(false);
    expect(badgesOf('broadcaster', false)).toEqual(['broadcaster']);
    expect(badgesOf('member', true)).toEqual(['subscriber']);
    expect(badgesOf('manager', true)).toEqual(['manager', 'subscriber']);
  });
});
