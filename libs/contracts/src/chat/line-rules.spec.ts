import { defaultChatSettings } from './socket-payloads';
import { checkLine, type LineContext } from './line-rules';

const ctx = (over: Partial<LineContext> = {}): LineContext => ({ role: 'member', follower: false, subscriber: false, ban: null, settings: { ...defaultChatSettings }, bannedWords: [], ...over });

describe('chat line rules', () => {
  it('lets a member write plain text', () => {
    expect(checkLine(ctx(), '<b>안녕</b> https://example.com')).toBeNull();
  });
  it('refuses guests, kicked and blacklisted members with why and until when', () => {
    expect(checkLine(ctx({ role: 'guest' }), 'hi')?.code).toBe('login');
    const until = new Date('2030-01-01T00:00:00.000Z');
    expect(checkLine(ctx({ ban: { kind: 'kick', reason: '도배', expiresAt: until } }), 'hi')).toMatchObject({ code: 'kicked', ban: { kind: 'kick', reason: '도배', until: until.toISOString() } });
    expect(checkLine(ctx({ ban: { kind: 'blacklist', reason: '욕설', expiresAt: null } }), 'hi')).toMatchObject({ code: 'blacklisted', ban: { until: null } });
    // a ban holds for a manager too
    expect(checkLine(ctx({ role: 'manager', ban: { kind: 'blacklist', reason: '', expiresAt: null } }), 'hi')?.code).toBe('blacklisted');
  });
  it('applies freeze, followers-only, subscribers-only and banned words to members, not moderators', () => {
    const settings = { ...defaultChatSettings, freeze: true };
    expect(checkLine(ctx({ settings }), 'hi')?.code).toBe('frozen');
    expect(checkLine(ctx({ settings, role: 'manager' }), 'hi')).toBeNull();
    expect(checkLine(ctx({ settings: { ...defaultChatSettings, followersOnly: true } }), 'hi')?.code).toBe('followers-only');
    expect(checkLine(ctx({ settings: { ...defaultChatSettings, followersOnly: true }, follower: true }), 'hi')).toBeNull();
    expect(checkLine(ctx({ settings: { ...defaultChatSettings, subscribersOnly: true }, follower: true }), 'hi')?.code).toBe('subscribers-only');
    expect(checkLine(ctx({ bannedWords: ['나쁜말'] }), '나 쁜 말')?.code).toBe('banned-word');
    expect(checkLine(ctx({ bannedWords: ['나쁜말'], role: 'broadcaster' }), '나쁜말')).toBeNull();
  });
  it('limits the length to the channel maximum, for everyone', () => {
    const settings = { ...defaultChatSettings, maxLength: 5 };
    expect(checkLine(ctx({ settings }), '12345')).toBeNull();
    expect(checkLine(ctx({ settings, role: 'broadcaster' }), '123456')).toMatchObject({ code: 'too-long', msg: '채팅은 5자까지 입력할 수 있습니다.' });
  });
});
