import { createTestDatabase } from '../testing';
import { createRepositories, type Repositories } from './index';

let repos: Repositories;
let close: () => Promise<void>;
let channelId: number;
let owner: number;
let member: number;
let other: number;
beforeAll(async () => {
  const t = await createTestDatabase();
  repos = createRepositories(t.db);
  close = t.close;
  owner = (await repos.members.findByLoginId('bjstar01'))!.id;
  member = (await repos.members.findByLoginId('demo1234'))!.id;
  other = (await repos.members.findByLoginId('bjmoon02'))!.id;
  channelId = (await repos.channels.findByOwner(owner))!.id;
});
afterAll(() => close());

it('has default settings until changed, then keeps the changes', async () => {
  expect(await repos.chatModeration.settings(channelId)).toEqual({ freeze: false, slowSeconds: 0, followersOnly: false, subscribersOnly: false, maxLength: 500 });
  expect(await repos.chatModeration.updateSettings(channelId, { freeze: true, slowSeconds: 5 }, owner)).toMatchObject({ freeze: true, slowSeconds: 5, maxLength: 500 });
  expect(await repos.chatModeration.updateSettings(channelId, { freeze: false, maxLength: 100 }, owner)).toEqual({ freeze: false, slowSeconds: 5, followersOnly: false, subscribersOnly: false, maxLength: 100 });
  await expect(repos.chatModeration.updateSettings(channelId, { slowSeconds: 99999 }, owner)).rejects.toThrow();
});

it('tells the role of the broadcaster, a manager and a member, and whether they follow', async () => {
  expect(await repos.chatModeration.memberContext(channelId, owner)).toEqual({ role: 'broadcaster', follower: false, subscriber: false, ban: null });
  expect((await repos.chatModeration.memberContext(channelId, member))?.role).toBe('member');
  expect(await repos.chatModeration.addManager(channelId, member, owner)).toBe(true);
  expect(await repos.chatModeration.addManager(channelId, member, owner)).toBe(false);
  expect((await repos.chatModeration.memberContext(channelId, member))?.role).toBe('manager');
  expect(await repos.chatModeration.managers(channelId)).toEqual([{ memberId: member, loginId: 'demo1234', nickname: '데모회원' }]);
  expect(await repos.chatModeration.removeManager(channelId, member)).toBe(true);
  expect((await repos.chatModeration.memberContext(channelId, member))?.role).toBe('member');
  await repos.channelRelations.set('follow', member, channelId, true);
  expect((await repos.chatModeration.memberContext(channelId, member))?.follower).toBe(true);
  expect(await repos.chatModeration.memberContext(999_999, member)).toBeUndefined();
});

it('kicks until an expiry, blacklists until lifted, a blacklist outranks a kick', async () => {
  const kick = await repos.chatModeration.ban({ channelId, memberId: other, kind: 'kick', reason: '도배', actorId: owner, minutes: 10 });
  expect(kick.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
  expect(await repos.chatModeration.activeBan(channelId, other)).toMatchObject({ kind: 'kick', reason: '도배', actorId: owner });
  await repos.chatModeration.ban({ channelId, memberId: other, kind: 'blacklist', reason: '욕설', actorId: owner });
  expect(await repos.chatModeration.activeBan(channelId, other)).toEqual({ kind: 'blacklist', reason: '욕설', expiresAt: null, actorId: owner });
  expect(await repos.chatModeration.blacklist(channelId)).toEqual([expect.objectContaining({ loginId: 'bjmoon02', reason: '욕설' })]);
  expect(await repos.chatModeration.lift(channelId, other, 'blacklist')).toBe(1);
  expect((await repos.chatModeration.activeBan(channelId, other))?.kind).toBe('kick');
  expect(await repos.chatModeration.lift(channelId, other, 'kick')).toBe(1);
  expect(await repos.chatModeration.activeBan(channelId, other)).toBeNull();
});

it('lists the kicks in force, one per member (the one ending last), newest first; lifted ones are gone', async () => {
  expect(await repos.chatModeration.kicks(channelId)).toEqual([]);
  await repos.chatModeration.ban({ channelId, memberId: other, kind: 'kick', reason: '짧게', actorId: owner, minutes: 5 });
  await repos.chatModeration.ban({ channelId, memberId: other, kind: 'kick', reason: '길게', actorId: owner, minutes: 60 });
  await repos.chatModeration.ban({ channelId, memberId: member, kind: 'kick', reason: '도배', actorId: owner, minutes: 10 });
  await repos.chatModeration.ban({ channelId, memberId: member, kind: 'blacklist', reason: '욕설', actorId: owner });
  const kicks = await repos.chatModeration.kicks(channelId);
  expect(kicks.map((k) => [k.loginId, k.reason])).toEqual([['demo1234', '도배'], ['bjmoon02', '길게']]);
  expect(kicks[1].expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  expect(await repos.chatModeration.kicks(channelId + 1)).toEqual([]);
  await repos.chatModeration.lift(channelId, other, 'kick');
  await repos.chatModeration.lift(channelId, member, 'kick');
  await repos.chatModeration.lift(channelId, member, 'blacklist');
  expect(await repos.chatModeration.kicks(channelId)).toEqual([]);
});

it('stores banned words once per normalised form and removes them by any spelling', async () => {
  expect((await repos.chatModeration.changeBannedWords(channelId, { add: ['나쁜말', '나 쁜 말', 'ＳＰＡＭ'] }, owner)).sort()).toEqual(['나쁜말', 'ＳＰＡＭ'].sort());
  expect(await repos.chatModeration.changeBannedWords(channelId, { remove: ['spam'] }, owner)).toEqual(['나쁜말']);
});

it('keeps an audit log with actor, target, reason and expiry, newest first', async () => {
  const until = new Date(Date.now() + 60_000);
  await repos.chatModeration.audit({ channelId, actorId: owner, action: 'kick', targetId: member, reason: '도배', expiresAt: until });
  await repos.chatModeration.audit({ channelId, actorId: owner, action: 'settings', detail: { freeze: true } });
  const log = await repos.chatModeration.auditLog(channelId, { offset: 0, limit: 10 });
  expect(log).toHaveLength(2);
  expect(await repos.chatModeration.auditTotal(channelId)).toBe(2);
  expect(await repos.chatModeration.auditTotal(channelId + 1)).toBe(0);
  expect(await repos.chatModeration.auditLog(channelId, { offset: 1, limit: 10 })).toEqual([log[1]]);
  expect(log[0]).toMatchObject({ action: 'settings', actorLoginId: 'bjstar01', targetLoginId: null, detail: { freeze: true } });
  expect(log[1]).toMatchObject({ action: 'kick', actorNickname: '별빛BJ', targetLoginId: 'demo1234', reason: '도배' });
  expect(log[1].expiresAt?.getTime()).toBe(until.getTime());
});
