import * as v from 'valibot';
import { CHAT_ID_MAX, CHAT_TEXT_MAX, chatAuth, chatConnection, chatJoin, chatLeave, chatMessage, chatNotice, chatSend, chatSendAck } from './socket-payloads';

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
    expect(ok(chatMessage, { room: 'r', loginId: 'demo1234', nickname: '데모회원', text: 'hi', at: new Date().toISOString() })).toBe(true);
    expect(ok(chatMessage, { room: 'r', loginId: 'demo1234', nickname: '데모회원', text: 'hi', at: 'yesterday' })).toBe(false);
    expect(ok(chatConnection, { room: 'r', streamId: '', joined: false })).toBe(true);
    expect(ok(chatNotice, { room: 'r', type: 'channel-setting-update' })).toBe(true);
    expect(ok(chatNotice, { room: 'r', type: 'gift', payload: { itemId: 700 } })).toBe(true);
    expect(ok(chatSendAck, { ok: false, msg: '로그인 후 이용가능합니다.' })).toBe(true);
  });
});
