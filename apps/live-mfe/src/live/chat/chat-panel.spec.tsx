import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { defaultChatSettings, type ChatEvent, type ChatMessage, type ChatSendAck } from '@luvcast/contracts';
import type { ChatLine, ChatRoomState } from '@luvcast/chat-client';
import { useSessionStore } from '@luvcast/session';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ANNOUNCE_INTERVAL_MS } from './chat-announcer';
import { ChatPanel } from './chat-panel';

// the hook's state, swapped by the tests (setRoom re-renders the panel with the next state)
let mockRoom: ChatRoomState;
const mockListeners = new Set<() => void>();
jest.mock('@luvcast/chat-client', () => {
  const { useSyncExternalStore } = jest.requireActual('react');
  const subscribe = (l: () => void) => {
    mockListeners.add(l);
    return () => mockListeners.delete(l);
  };
  return {
    ...jest.requireActual('@luvcast/chat-client'),
    useChatRoom: (options: { onEvent?: (e: ChatEvent) => void }) => {
      mockOnEvent = options.onEvent;
      return useSyncExternalStore(subscribe, () => mockRoom);
    },
  };
});
/** the panel's room-event handler, as the hook was last given it */
let mockOnEvent: ((e: ChatEvent) => void) | undefined;
function setRoom(next: ChatRoomState) {
  act(() => {
    mockRoom = next;
    mockListeners.forEach((l) => l());
  });
}

const ok: ChatSendAck = { ok: true };
function roomState(patch: Partial<ChatRoomState> = {}): ChatRoomState {
  return {
    state: 'connected',
    joined: true,
    lines: [],
    role: 'member',
    settings: defaultChatSettings,
    ban: null,
    sessionExpired: false,
    send: jest.fn(async () => ok),
    moderate: jest.fn(async () => ok),
    ...patch,
  };
}

let n = 0;
const at = '2026-11-23T12:00:00.000Z';
function line(nickname: string, text: string, badges: ChatMessage['sender']['badges'] = [], loginId = `id-${nickname}`): ChatLine {
  const id = `m${n++}`;
  return { kind: 'message', id, message: { id, room: '7', sender: { loginId, nickname, badges }, text, at } };
}

const member = { loginId: 'viewer1', nickname: '시청자', role: 'V' };
const caster = { loginId: 'caster1', nickname: '방송인1', role: 'B' };
const renderPanel = (me: typeof member | null = member) =>
  renderWithProviders(<ChatPanel channelId={7} streamId={11} />, { me: me as never });

/** jsdom lays nothing out: the log shows 600 px and every line is 24 px high, as a browser would measure them. */
const LOG_PX = 600;
const LINE_PX = 24;

beforeEach(() => {
  mockRoom = roomState();
  stubFetch({});
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.getAttribute('role') === 'log' ? LOG_PX : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('li[data-line]') ? LINE_PX : 0;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('chat panel', () => {
  it('shows a guest the room read-only, with a login prompt that opens the login modal', () => {
    mockRoom = roomState({ role: 'guest', lines: [line('철수', '안녕하세요')] });
    renderPanel(null);
    expect(screen.getByText('안녕하세요')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '채팅 입력' })).toBeNull();
    expect(screen.getByText('로그인 후 채팅에 참여할 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(useSessionStore.getState().loginModal).toMatchObject({ open: true, type: 'signIn' });
  });

  it('sends the trimmed line on Enter, keeps Shift+Enter and an IME composition out, and clears the input', async () => {
    renderPanel();
    const input = screen.getByRole('textbox', { name: '채팅 입력' });
    fireEvent.change(input, { target: { value: '  반가워요  ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    expect(mockRoom.send).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(mockRoom.send).toHaveBeenCalledWith('반가워요');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal text and keeps the draft", async () => {
    mockRoom = roomState({ send: jest.fn(async () => ({ ok: false, code: 'slow' as const, msg: '저속 모드입니다. 5초 후에 다시 보낼 수 있습니다.' })) });
    renderPanel();
    const input = screen.getByRole('textbox', { name: '채팅 입력' });
    fireEvent.change(input, { target: { value: '또' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('저속 모드입니다. 5초 후에 다시 보낼 수 있습니다.');
    expect((input as HTMLTextAreaElement).value).toBe('또');
  });

  it('renders a nickname and a message with HTML as text: no element is injected, links stay text', () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    mockRoom = roomState({ lines: [line(evil, `<b>굵게</b> <script>alert(1)</script> https://evil.example/<a href="x">`)] });
    const { container } = renderPanel();
    const log = screen.getByRole('log', { name: '채팅 메시지' });
    expect(within(log).getByText(evil)).toBeTruthy();
    expect(log.textContent).toContain('<b>굵게</b> <script>alert(1)</script> https://evil.example/<a href="x">');
    expect(container.querySelector('img, b, script, a')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows the tokens of known emoticons as their images and leaves the rest as text', async () => {
    stubFetch({ 'GET /api/guest/show-all-emoji': jsonResponse(200, { list: [{ id: 2, type: 'basic', title: '하트', imageUrl: 'http://api/static/images/emoticons/heart.svg', isFavorite: false }], total: 1, offset: 0, limit: 100 }) });
    mockRoom = roomState({ lines: [line('철수', ':하트: 안녕 :없는거: <img src=x>')] });
    renderPanel();
    const log = screen.getByRole('log');
    const image = await within(log).findByRole('img', { name: '하트' });
    expect(image.getAttribute('src')).toBe('http://api/static/images/emoticons/heart.svg');
    expect(log.querySelectorAll('img')).toHaveLength(1);
    expect(log.textContent).toContain(' 안녕 :없는거: <img src=x>');
  });

  it('shows badges and styles gift, system and moderation lines apart', () => {
    mockRoom = roomState({
      lines: [
        line('방송인1', '어서오세요', ['broadcaster', 'subscriber']),
        { kind: 'event', id: 'e1', event: { type: 'gift', room: '7', at, gift: { itemCode: 12, amount: 3, sender: { loginId: 'a', nickname: '영희', badges: [] } } } },
        { kind: 'event', id: 'e3', event: { type: 'gift', room: '7', at, gift: { itemCode: 0, amount: 1000, message: '응원해요', sender: { loginId: 'c', nickname: '철수', badges: [] } } } },
        { kind: 'event', id: 'e4', event: { type: 'gift', room: '7', at, gift: { itemCode: 701, amount: 9900, sender: { loginId: 'd', nickname: '민수', badges: [] } } } },
        { kind: 'event', id: 'e6', event: { type: 'gift', room: '7', at, gift: { itemCode: 704, amount: 3300, to: { loginId: 'f', nickname: '하나' }, sender: { loginId: 'e', nickname: '지수', badges: [] } } } },
        { kind: 'event', id: 'e5', event: { type: 'gift', room: '7', at, gift: { itemCode: 2002, amount: 1, message: '안녕하세요', fontStyle: 'rainbow', sender: { loginId: 'e', nickname: '지수', badges: [] } } } },
        { kind: 'event', id: 'e2', event: { type: 'notice', room: '7', text: '깨끗한 채팅 부탁드려요', at } },
        { kind: 'action', id: 'a1', action: { type: 'kick', room: '7', at, target: { loginId: 'b', nickname: '민수' }, actor: { loginId: 'caster1', nickname: '방송인1' }, reason: '도배', until: '2026-11-23T12:10:00.000Z' } },
      ],
    });
    const { container } = renderPanel();
    const log = screen.getByRole('log');
    expect(within(log).getByText('방송인')).toBeTruthy();
    expect(within(log).getByText('구독자')).toBeTruthy();
    expect([...container.querySelectorAll('[data-line-kind="gift"]')].map((l) => l.textContent)).toEqual(['영희님이 선물 3개를 보냈습니다.', '철수님이 1,000 러브를 선물했습니다. 응원해요', '민수님이 3개월 구독했습니다.', '지수님이 하나님에게 구독을 선물했습니다.', '지수님이 확성기 1개를 보냈습니다. 안녕하세요']);
    expect(container.querySelector('[data-font-style="rainbow"]')?.textContent).toBe('지수님이 확성기 1개를 보냈습니다. 안녕하세요');
    expect(container.querySelector('[data-line-kind="notice"]')?.textContent).toBe('[안내] 깨끗한 채팅 부탁드려요');
    expect(container.querySelector('[data-line-kind="action-kick"]')?.textContent).toMatch(/^민수님이 강퇴되었습니다\. 사유: 도배 \(.+까지\)$/);
  });

  it('gives a guest no menu on names, and a member only 신고', () => {
    mockRoom = roomState({ lines: [line('철수', '안녕')] });
    const { unmount } = renderPanel(null);
    expect(screen.queryByRole('button', { name: '철수' })).toBeNull();
    expect(screen.getByText('철수')).toBeTruthy();
    unmount();
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '철수' }));
    expect(within(screen.getByRole('menu', { name: '철수 메뉴' })).getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['신고']);
  });

  it('reports a sender with a reason and the line they wrote, and says it was received', async () => {
    stubFetch({ 'POST /api/cs/declaration-post': jsonResponse(201, { id: 1, targetType: 'member', targetId: 'id-철수', target: null, reason: 'abuse', detail: '', status: 'pending', createdAt: '2026-11-26T00:00:00.000Z', handledAt: null }) });
    mockRoom = roomState({ lines: [line('철수', '바보야')] });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: '철수' }));
    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: '신고' }));
    const form = screen.getByRole('form', { name: '신고: 철수' });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'abuse' } });
    fireEvent.change(within(form).getByRole('textbox'), { target: { value: '계속 욕해요' } });
    fireEvent.click(within(form).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('철수님을 신고했습니다. 운영자가 확인합니다.')).toBeTruthy();
    expect(await calls.find((c) => c.url.includes('declaration-post'))!.clone().json()).toEqual({ targetType: 'member', targetId: 'id-철수', reason: 'abuse', detail: '채팅: "바보야" / 계속 욕해요' });
  });

  it("opens the broadcaster's name menu by right-click with the actions the role allows, and kicks with a reason", async () => {
    mockRoom = roomState({ role: 'broadcaster', lines: [line('철수', '도배도배', [], 'chulsoo')] });
    renderPanel(caster);
    fireEvent.contextMenu(screen.getByRole('button', { name: '철수' }));
    const menu = screen.getByRole('menu', { name: '철수 메뉴' });
    expect(within(menu).getAllByRole('menuitem').map((b) => b.textContent)).toEqual(['매니저 지정', '매니저 해제', '강퇴', '강퇴 해제', '채팅 차단', '채팅 차단 해제', '신고']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '강퇴' }));
    fireEvent.change(screen.getByLabelText('사유'), { target: { value: '도배' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '확인' }));
    });
    expect(mockRoom.moderate).toHaveBeenCalledWith({ type: 'kick', target: 'chulsoo', reason: '도배', minutes: 10 });
    expect(screen.getByRole('alert').textContent).toBe('철수: 강퇴 완료');
  });

  it('reaches the name menu by keyboard: the name is a button (Enter / Space), focus starts on the first action, arrows move, Escape closes it', () => {
    mockRoom = roomState({ role: 'manager', lines: [line('철수', '안녕')] });
    renderPanel(caster);
    const name = screen.getByRole('button', { name: '철수' });
    name.focus();
    fireEvent.click(name);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((b) => b.textContent)).toEqual(['강퇴', '강퇴 해제', '채팅 차단', '채팅 차단 해제', '신고']);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(name);
  });

  it('closes the name menu on a press outside it, and not on a press inside it', () => {
    mockRoom = roomState({ role: 'manager', lines: [line('철수', '안녕')] });
    renderPanel(caster);
    fireEvent.click(screen.getByRole('button', { name: '철수' }));
    fireEvent.pointerDown(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("gives the broadcaster a settings menu wired to the contract's actions", async () => {
    mockRoom = roomState({ role: 'broadcaster' });
    renderPanel(caster);
    fireEvent.click(screen.getByRole('button', { name: '채팅 설정' }));
    const settings = screen.getByRole('group', { name: '채팅 설정' });
    await act(async () => {
      fireEvent.click(within(settings).getByRole('checkbox', { name: '채팅 얼리기 (방송인과 매니저만 채팅)' }));
    });
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'settings', settings: { freeze: true }, reason: '' });
    await act(async () => {
      fireEvent.change(within(settings).getByRole('combobox', { name: '저속 모드' }), { target: { value: '10' } });
    });
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'settings', settings: { slowSeconds: 10 }, reason: '' });
    await act(async () => {
      fireEvent.click(within(settings).getByRole('checkbox', { name: '팔로워 전용 채팅' }));
      fireEvent.click(within(settings).getByRole('checkbox', { name: '구독자 전용 채팅' }));
    });
    expect(mockRoom.moderate).toHaveBeenCalledWith({ type: 'settings', settings: { followersOnly: true }, reason: '' });
    expect(mockRoom.moderate).toHaveBeenCalledWith({ type: 'settings', settings: { subscribersOnly: true }, reason: '' });
    fireEvent.change(within(settings).getByRole('textbox', { name: '금칙어' }), { target: { value: ' 바보 ' } });
    await act(async () => {
      fireEvent.click(within(settings).getByRole('button', { name: '추가' }));
    });
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'banned-words', reason: '', add: ['바보'] });
    fireEvent.change(within(settings).getByRole('textbox', { name: '매니저 아이디' }), { target: { value: 'helper1' } });
    await act(async () => {
      fireEvent.click(within(settings).getByRole('button', { name: '지정' }));
    });
    expect(mockRoom.moderate).toHaveBeenLastCalledWith({ type: 'manager', target: 'helper1', reason: '' });
  });

  it('gives a member no settings menu', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: '채팅 설정' })).toBeNull();
  });

  it('shows a kicked member why and until when with a way to appeal, and disables the input', () => {
    mockRoom = roomState({ joined: false, ban: { kind: 'kick', reason: '욕설', until: '2026-11-23T12:10:00.000Z' } });
    renderPanel();
    expect(screen.getByRole('alert').textContent).toMatch(/^강퇴되었습니다\. 사유: 욕설 \(.+까지\) 이의신청$/);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: '이의신청' }).getAttribute('href')).toBe('/cs/inquiries/new?appeal=chat_ban:7');
    expect((screen.getByRole('textbox', { name: '채팅 입력' }) as HTMLTextAreaElement).disabled).toBe(true);
  });

  it("shows the spec's session-expired text after the retries, with a login button", () => {
    mockRoom = roomState({ state: 'session-expired', sessionExpired: true, joined: false });
    renderPanel();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('세션이 만료되었습니다. 채팅에 참여하려면 다시 로그인해주세요.');
    fireEvent.click(within(alert).getByRole('button', { name: '로그인' }));
    expect(useSessionStore.getState().loginModal.open).toBe(true);
  });

  it('stays at the bottom, and offers 새 메시지 once the reader scrolled up', () => {
    mockRoom = roomState({ lines: [line('a', '1')] });
    renderPanel();
    const log = screen.getByRole('log');
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
    setRoom(roomState({ lines: [...mockRoom.lines, line('b', '2')] }));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
    log.scrollTop = 100;
    fireEvent.scroll(log);
    setRoom(roomState({ lines: [...mockRoom.lines, line('c', '3'), line('d', '4')] }));
    expect(log.scrollTop).toBe(100);
    fireEvent.click(screen.getByRole('button', { name: '새 메시지 2개' }));
    expect(log.scrollTop).toBe(1000);
    expect(screen.queryByRole('button', { name: /새 메시지/ })).toBeNull();
  });

  it('keeps only the lines in view of a crowded room in the page, and shows the others as the reader scrolls', () => {
    const many = Array.from({ length: 300 }, (_, i) => line(`u${i}`, `줄 ${i}`));
    mockRoom = roomState({ lines: many });
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(many.length * LINE_PX);
    renderPanel();
    const log = screen.getByRole('log');
    const shown = () => within(log).queryAllByRole('listitem');
    // the room opens at its last line (the browser then reports the scroll)
    expect(log.scrollTop).toBe(many.length * LINE_PX);
    act(() => {
      fireEvent.scroll(log);
    });
    expect(screen.getByText('줄 299')).toBeTruthy();
    expect(screen.queryByText('줄 0')).toBeNull();
    expect(shown().length).toBeLessThan(LOG_PX / LINE_PX + 2 * 10 + 2);
    expect(shown().at(-1)?.getAttribute('aria-setsize')).toBe('300');
    expect(shown().at(-1)?.getAttribute('aria-posinset')).toBe('300');
    act(() => {
      log.scrollTop = 0;
      fireEvent.scroll(log);
    });
    expect(screen.getByText('줄 0')).toBeTruthy();
    expect(screen.queryByText('줄 299')).toBeNull();
  });

  it("keeps the line whose name menu is open when it scrolls out of view, so a moderator's menu stays open", () => {
    const many = Array.from({ length: 100 }, (_, i) => line(`u${i}`, `줄 ${i}`));
    mockRoom = roomState({ role: 'broadcaster', lines: many });
    renderPanel(caster);
    const log = screen.getByRole('log');
    act(() => {
      log.scrollTop = 0;
      fireEvent.scroll(log);
    });
    const name = screen.getByRole('button', { name: 'u0' });
    act(() => name.focus());
    fireEvent.click(name);
    expect(screen.getByRole('menu')).toBeTruthy();
    act(() => {
      log.scrollTop = 100 * LINE_PX - LOG_PX;
      fireEvent.scroll(log);
    });
    expect(screen.getByText('줄 99')).toBeTruthy();
    expect(screen.queryByText('줄 1')).toBeNull();
    expect(screen.getByText('줄 0')).toBeTruthy();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('inserts an emoticon from the picker (first 100 of show-all-emoji) into the draft', async () => {
    const emoji = (id: number, title: string) => ({ id, type: 'basic', title, imageUrl: `http://api/static/images/emoticons/${id}.svg`, isFavorite: false });
    stubFetch({ 'GET /api/guest/show-all-emoji': jsonResponse(200, { list: [emoji(1, '웃음'), emoji(2, '하트')], total: 2, offset: 0, limit: 100 }) });
    renderPanel();
    const input = screen.getByRole('textbox', { name: '채팅 입력' }) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '좋아요' } });
    fireEvent.click(screen.getByRole('button', { name: '이모티콘' }));
    const picker = screen.getByRole('group', { name: '이모티콘' });
    const heart = await within(picker).findByRole('button', { name: '하트' });
    const listCall = calls.find((c) => c.url.includes('show-all-emoji'))!;
    expect(new URL(listCall.url).searchParams.get('limit')).toBe('100');
    fireEvent.click(heart);
    expect(input.value).toBe('좋아요 :하트:');
    expect(screen.queryByRole('group', { name: '이모티콘' })).toBeNull();
  });

  it('announces new lines to screen readers in batches, not one by one', () => {
    jest.useFakeTimers();
    try {
      renderPanel();
      const live = document.querySelector('[data-chat-announcer]')!;
      expect(live.getAttribute('aria-live')).toBe('polite');
      const lines: ChatLine[] = [];
      for (let i = 1; i <= 5; i += 1) {
        lines.push(line(`u${i}`, `말${i}`));
        setRoom(roomState({ lines: [...lines] }));
      }
      expect(live.textContent).toBe('');
      act(() => void jest.advanceTimersByTime(ANNOUNCE_INTERVAL_MS));
      expect(live.textContent).toBe('u3: 말3\nu4: 말4\nu5: 말5\n외 새 메시지 2개');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('isVibes', () => {
  const gift: ChatEvent = { type: 'gift', room: '7', at, gift: { itemCode: 0, amount: 1000, sender: { loginId: 'c', nickname: '철수', badges: [] } } };
  const vibrate = jest.fn(() => true);
  beforeEach(() => {
    vibrate.mockClear();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  });
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });
  const settings = (isVibes: boolean) => jsonResponse(200, { settings: { isView: true, isVibes, isSponser: true, isBigFan: true, memberSortCode: 1 } });

  it('vibrates the broadcaster for a gift in their own room when their isVibes setting is on', async () => {
    stubFetch({ 'GET /api/my/setting': settings(true) });
    mockRoom = roomState({ role: 'broadcaster' });
    renderPanel(caster);
    await act(async () => {
      mockOnEvent!(gift);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('stays still for a viewer, and for the broadcaster with isVibes off', async () => {
    stubFetch({ 'GET /api/my/setting': settings(false) });
    renderPanel(member);
    await act(async () => {
      mockOnEvent!(gift);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(calls).toHaveLength(0);
    setRoom(roomState({ role: 'broadcaster' }));
    await act(async () => {
      mockOnEvent!(gift);
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(vibrate).not.toHaveBeenCalled();
  });
});

describe('gift lines', () => {
  it('turn their animation off under prefers-reduced-motion', () => {
    // CSS modules are stubbed in jsdom: the stylesheet itself is read
    const css = readFileSync(join(__dirname, 'chat-panel.module.css'), 'utf8');
    expect(css).toMatch(/\.gift\s*\{[^}]*animation:\s*gift-in/);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/^@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.gift\s*\{\s*animation:\s*none;/);
  });
});
