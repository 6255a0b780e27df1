import * as v from 'valibot';
import { CHAT_ID_MAX, CHAT_TEXT_MAX, chatAction, chatAuth, chatConnection, chatEvent, chatHttpMessageBody, chatJoin, chatLeave, chatMessage, chatModerate, chatSend, chatSendAck } from './socket-payloads';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('chat socket payloads', () => {
  it('reads the connection auth of a member, a cookie member and a guest', () => {
    expect(v.parse(chatAuth, { type: 'oauth', token: 'jwt', ticket: 't' })).toEqual({ type: 'oauth', token: 'jwt', ticket: 't' });
    expect(v.parse(chatAuth, { type: 'oauth', token: '' })).toEqual({ type: 'oauth', token: '' });
    expect(v.parse(chatAuth, {})).toEqual({ type: '', token: '' });
    expect(ok(chatAuth, { type: 'basic', token: 'x' })).toBe(false);
    expect(ok(chatAuth, { type: 'oauth', token: 42 })).toBe(false);
  });

  it('accepts a join with room, streamId and source web (source may be left out)', () => {
    expect(v.parse(chatJoin, { room: 'room-1', streamId: 'stream-1', source: 'web' })).toEqual({ room: 'room-1', streamId: 'stream-1', source: 'web' });
    expect(v.parse(chatJoin, { room: 'room-1', streamId: 'stream-1' })).toEqual({ room: 'room-1', streamId: 'stream-1', source: 'web' });
  });

  it.each([
    ['no payload', undefined],
    ['a string', 'room-1'],
    ['no room', { streamId: 's' }],
    ['an empty room', { room: '', streamId: 's' }],
    ['a room id over the limit', { room: 'r'.repeat(CHAT_ID_MAX + 1), streamId: 's' }],
    ['a numeric stream id', { room: 'r', streamId: 7 }],
    ['another source', { room: 'r', streamId: 's', source: 'app' }],
  ])('refuses a join with %s', (_what, payload) => {
    expect(ok(chatJoin, payload)).toBe(false);
  });

  it('accepts a leave of a room id only', () => {
    expect(ok(chatLeave, { room: 'room-1' })).toBe(true);
    expect(ok(chatLeave, { room: '' })).toBe(false);
    expect(ok(chatLeave, null)).toBe(false);
  });

  it('trims a chat line and keeps it between 1 and CHAT_TEXT_MAX characters', () => {
    expect(v.parse(chatSend, { room: 'r', text: '  안녕하세요!  ' })).toEqual({ room: 'r', text: '안녕하세요!' });
    expect(ok(chatSend, { room: 'r', text: '   ' })).toBe(false);
    expect(ok(chatSend, { room: 'r', text: 'x'.repeat(CHAT_TEXT_MAX) })).toBe(true);
    expect(ok(chatSend, { room: 'r', text: 'x'.repeat(CHAT_TEXT_MAX + 1) })).toBe(false);
    expect(ok(chatSend, { room: 'r' })).toBe(false);
  });

  it('describes what the server emits', () => {
    const at = new Date().toISOString();
    const sender = { loginId: 'demo1234', nickname: '데모회원', badges: ['manager', 'subscriber'] };
    expect(ok(chatMessage, { id: 'm1', room: 'r', sender, text: 'hi', at })).toBe(true);
    expect(ok(chatMessage, { id: 'm1', room: 'r', sender, text: 'hi', at: 'yesterday' })).toBe(false);
    expect(ok(chatMessage, { id: 'm1', room: 'r', sender: { ...sender, badges: ['king'] }, text: 'hi', at })).toBe(false);
    expect(ok(chatConnection, { room: 'r', streamId: '', joined: false })).toBe(true);
    expect(ok(chatConnection, { room: 'r', streamId: '', joined: false, ban: { kind: 'kick', reason: '도배', until: at } })).toBe(true);
    expect(ok(chatSendAck, { ok: false, msg: '로그인 후 이용가능합니다.', code: 'login' })).toBe(true);
    const person = { loginId: 'a', nickname: 'A' };
    expect(ok(chatAction, { type: 'kick', room: 'r', target: person, actor: person, reason: '', until: at, at })).toBe(true);
    expect(ok(chatAction, { type: 'role', room: 'r', target: person, actor: person, role: 'manager', at })).toBe(true);
    expect(ok(chatEvent, { type: 'channel-setting-update', room: 'r', settings: { freeze: true, slowSeconds: 5, followersOnly: false, subscribersOnly: false, maxLength: 200 }, at })).toBe(true);
    expect(ok(chatEvent, { type: 'gift', room: 'r', gift: { itemCode: 700, amount: 1, sender }, at })).toBe(true);
    expect(ok(chatEvent, { type: 'STREAMS_CHANGE', room: 'r', streamId: 's', live: false, at })).toBe(true);
    expect(ok(chatEvent, { type: 'unknown', room: 'r', at })).toBe(false);
  });

  it('reads moderation actions and refuses bad ones', () => {
    expect(v.parse(chatModerate, { type: 'kick', room: 'r', target: 'demo1234' })).toEqual({ type: 'kick', room: 'r', target: 'demo1234', reason: '', minutes: 10 });
    expect(ok(chatModerate, { type: 'kick', room: 'r', target: 'x', minutes: 0 })).toBe(false);
    expect(ok(chatModerate, { type: 'settings', room: 'r', settings: { slowSeconds: 5 } })).toBe(true);
    expect(ok(chatModerate, { type: 'settings', room: 'r', settings: { slowSeconds: -1 } })).toBe(false);
    expect(ok(chatModerate, { type: 'banned-words', room: 'r', add: ['나쁜말'] })).toBe(true);
    expect(ok(chatModerate, { type: 'promote', room: 'r', target: 'x' })).toBe(false);
  });

  it('reads the HTTP message body', () => {
    expect(v.parse(chatHttpMessageBody, { streamId: 's', message: ' hi ' })).toEqual({ streamId: 's', source: 'api', message: 'hi', messageType: 'chat' });
    expect(ok(chatHttpMessageBody, { streamId: 's', message: '' })).toBe(false);
  });
});
