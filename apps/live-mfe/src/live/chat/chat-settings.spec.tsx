import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultChatSettings, type ChatModerationReply, type ChatSendAck } from '@luvcast/contracts';
import type { ChatRoomState, UseChatRoomOptions } from '@luvcast/chat-client';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ChatPanel } from './chat-panel';

// the hook's state and the options the panel gave it (its event and action callbacks)
let mockRoom: ChatRoomState;
let mockOptions: UseChatRoomOptions;
jest.mock('@luvcast/chat-client', () => ({
  ...jest.requireActual('@luvcast/chat-client'),
  useChatRoom: (options: UseChatRoomOptions) => {
    mockOptions = options;
    return mockRoom;
  },
}));

const ok: ChatSendAck = { ok: true };
function roomState(patch: Partial<ChatRoomState> = {}): ChatRoomState {
  return { state: 'connected', joined: true, lines: [], role: 'broadcaster', settings: defaultChatSettings, ban: null, sessionExpired: false, send: jest.fn(async () => ok), moderate: jest.fn(async () => ok), ...patch };
}

const at = '2026-11-23T12:00:00.000Z';
const lists: ChatModerationReply = {
  settings: defaultChatSettings,
  managers: [{ loginId: 'helper1', nickname: '도우미' }],
  bannedWords: ['바보', '멍청이'],
  blacklist: [{ loginId: 'troll1', nickname: '악플러', reason: '욕설', at }],
  kicks: [{ loginId: 'spam1', nickname: '도배꾼', reason: '도배', until: '2026-11-23T12:10:00.000Z', at }],
};
const caster = { loginId: 'caster1', nickname: '방송인1', role: 'V' };
const moderationCalls = () => calls.filter((c) => c.url.endsWith('/api/channels/7/chat/moderation'));

function renderMenu(reply: ChatModerationReply | (() => ChatModerationReply) = lists) {
  stubFetch({ 'GET /api/channels/7/chat/moderation': () => jsonResponse(200, typeof reply === 'function' ? reply() : reply) });
  renderWithProviders(<ChatPanel channelId={7} streamId={11} />, { me: caster as never });
  fireEvent.click(screen.getByRole('button', { name: '채팅 설정' }));
  return screen.getByRole('group', { name: '채팅 설정' });
}

beforeEach(() => {
  mockRoom = roomState();
});

describe('chat settings menu: what is in force', () => {
  it('loads the lists only once the menu opens', async () => {
    stubFetch({ 'GET /api/channels/7/chat/moderation': jsonResponse(200, lists) });
    renderWithProviders(<ChatPanel channelId={7} streamId={11} />, { me: caster as never });
    await act(async () => undefined);
    expect(moderationCalls()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '채팅 설정' }));
    expect(await screen.findByRole('list', { name: '현재 매니저' })).toBeTruthy();
    expect(moderationCalls()).toHaveLength(1);
  });

  it('shows the broadcaster the managers, banned words, blacklist and kicks, and keeps the existing controls', async () => {
    const menu = renderMenu();
    const managers = await within(menu).findByRole('list', { name: '현재 매니저' });
    expect(within(managers).getByText('도우미')).toBeTruthy();
    expect(within(managers).getByText('(helper1)')).toBeTruthy();
    const words = within(menu).getByRole('list', { name: '금칙어 목록' });
    expect(within(words).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['바보삭제', '멍청이삭제']);
    const blacklist = within(menu).getByRole('list', { name: '채팅 차단 목록' });
    expect(blacklist.textContent).toContain('악플러');
    expect(blacklist.textContent).toContain('사유: 욕설');
    const kicks = within(menu).getByRole('list', { name: '강퇴 중인 회원' });
    expect(kicks.textContent).toMatch(/도배꾼 \(spam1\)사유: 도배 \(.+까지\)/);
    // the controls the e2e suite drives are still there, under the same names
    expect(within(menu).getByRole('checkbox', { name: '채팅 얼리기 (방송인과 매니저만 채팅)' })).toBeTruthy();
    expect(within(menu).getByRole('combobox', { name: '저속 모드' })).toBeTruthy();
    expect(within(menu).getByRole('textbox', { name: '금칙어' })).toBeTruthy();
    expect(within(menu).getByRole('textbox', { name: '매니저 아이디' })).toBeTruthy();
    for (const name of ['추가', '삭제', '지정', '해제']) expect(within(menu).getByRole('button', { name })).toBeTruthy();
  });

  it('sends the undo of each row as its moderate action, then reads the lists again', async () => {
    const menu = renderMenu();
    await within(menu).findByRole('list', { name: '현재 매니저' });
    const click = async (name: string) => {
      await act(async () => {
        fireEvent.click(within(menu).getByRole('button', { name }));
      });
    };
    await click('도우미 매니저 해제');
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'unmanager', target: 'helper1', reason: '' });
    expect(screen.getByRole('alert').textContent).toBe('매니저를 해제했습니다: 도우미');
    // focus stays in the list whose row went
    expect(document.activeElement).toBe(within(menu).getByRole('list', { name: '현재 매니저' }));
    await click('금칙어 멍청이 삭제');
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'banned-words', reason: '', remove: ['멍청이'] });
    await click('악플러 차단 해제');
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'unblacklist', target: 'troll1', reason: '' });
    await click('도배꾼 강퇴 해제');
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'unkick', target: 'spam1', reason: '' });
    await waitFor(() => expect(moderationCalls().length).toBeGreaterThanOrEqual(2));
  });

  it('keeps the lists and says why when the server refuses an undo', async () => {
    mockRoom = roomState({ moderate: jest.fn(async () => ({ ok: false, code: 'forbidden' as const, msg: '권한이 없습니다.' })) });
    const menu = renderMenu();
    await within(menu).findByRole('list', { name: '현재 매니저' });
    await act(async () => {
      fireEvent.click(within(menu).getByRole('button', { name: '도우미 매니저 해제' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('권한이 없습니다.');
    await act(async () => undefined);
    expect(moderationCalls()).toHaveLength(1);
  });

  it("reads the lists again on the room's channel-setting-update and moderation actions", async () => {
    let words = ['바보'];
    const menu = renderMenu(() => ({ ...lists, bannedWords: words }));
    const list = await within(menu).findByRole('list', { name: '금칙어 목록' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    words = ['바보', '새단어'];
    act(() => mockOptions.onEvent?.({ type: 'channel-setting-update', room: '7', settings: defaultChatSettings, at }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const before = moderationCalls().length;
    act(() => mockOptions.onAction?.({ type: 'kick', room: '7', target: { loginId: 'x', nickname: 'X' }, actor: { loginId: 'caster1', nickname: '방송인1' }, reason: '', until: at, at }));
    await waitFor(() => expect(moderationCalls().length).toBe(before + 1));
  });

  it('gives a manager the banned words, blacklist and kicks, but no managers and no audit log', async () => {
    mockRoom = roomState({ role: 'manager' });
    const menu = renderMenu();
    expect(await within(menu).findByRole('list', { name: '채팅 차단 목록' })).toBeTruthy();
    expect(within(menu).getByRole('list', { name: '강퇴 중인 회원' })).toBeTruthy();
    expect(within(menu).getByRole('list', { name: '금칙어 목록' })).toBeTruthy();
    expect(within(menu).queryByRole('list', { name: '현재 매니저' })).toBeNull();
    expect(within(menu).queryByRole('textbox', { name: '매니저 아이디' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: /채팅 관리 기록/ })).toBeNull();
  });

  it("links the broadcaster to the audit log in the studio", async () => {
    const menu = renderMenu();
    const link = within(menu).getByRole('link', { name: '채팅 관리 기록 (새 창)' });
    expect(link.getAttribute('href')).toBe('/studio#chat-audit-log');
    await within(menu).findByRole('list', { name: '현재 매니저' });
  });

  it('says so when the lists cannot be read, and retries', async () => {
    let refuse = true;
    stubFetch({ 'GET /api/channels/7/chat/moderation': () => (refuse ? jsonResponse(403, { msg: '권한이 없습니다.', code: 'chat.forbidden' }) : jsonResponse(200, lists)) });
    renderWithProviders(<ChatPanel channelId={7} streamId={11} />, { me: caster as never });
    fireEvent.click(screen.getByRole('button', { name: '채팅 설정' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('목록을 불러오지 못했습니다. 권한이 없습니다.');
    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '현재 매니저' })).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const menu = renderMenu();
    await within(menu).findByRole('list', { name: '현재 매니저' });
    fireEvent.keyDown(within(menu).getByRole('textbox', { name: '금칙어' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: '채팅 설정' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '채팅 설정' }));
  });
});
