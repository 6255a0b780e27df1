import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatAuditEntry } from '@luvcast/contracts';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { ChatAuditLog } from './chat-audit-log';

const caster = { loginId: 'caster1', nickname: '방송인1' };
const helper = { loginId: 'helper1', nickname: '도우미' };
const at = '2026-11-23T12:00:00.000Z';
const entry = (id: number, patch: Partial<ChatAuditEntry> = {}): ChatAuditEntry => ({
  id,
  action: 'kick',
  actor: caster,
  target: { loginId: `user${id}`, nickname: `회원${id}` },
  reason: '',
  expiresAt: null,
  detail: {},
  at,
  ...patch,
});
const page = (list: ChatAuditEntry[], total: number, offset = 0) => jsonResponse(200, { list, total, offset, limit: 20 });
const logCalls = () => calls.filter((c) => c.url.includes('/api/channels/7/chat/audit-log'));
const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const renderLog = (route = '/studio') => renderWithProviders(<ChatAuditLog channelId={7} />, { route, me: { ...caster, role: 'V' } as never });

describe('chat audit log (studio)', () => {
  it('lists each entry: time, actor nickname(login id), the action in Korean with its detail, target, reason and until', async () => {
    stubFetch({
      'GET /api/channels/7/chat/audit-log': page(
        [
          entry(9, { action: 'kick', actor: helper, target: { loginId: 'spam1', nickname: '도배꾼' }, reason: '도배', expiresAt: '2026-11-23T12:10:00.000Z' }),
          entry(8, { action: 'blacklist', target: { loginId: 'troll1', nickname: '악플러' }, reason: '욕설' }),
          entry(7, { action: 'manager', target: helper }),
          entry(6, { action: 'settings', target: null, detail: { freeze: true, slowSeconds: 10 } }),
          entry(5, { action: 'banned-words', target: null, detail: { add: ['바보', '멍청이'], remove: ['똥'], count: 2 } }),
          entry(4, { action: 'announce', target: null, detail: { text: '깨끗한 채팅 부탁드려요' } }),
          entry(3, { action: 'unkick', actor: null, target: { loginId: 'spam1', nickname: '도배꾼' } }),
        ],
        7,
      ),
    });
    renderLog();
    await screen.findByRole('table');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['시간', '관리자', '작업', '대상', '사유', '만료']);
    const cells = rowsOf().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(cells[0].slice(1, 5)).toEqual(['도우미(helper1)', '강퇴', '도배꾼(spam1)', '도배']);
    expect(cells[0][5]).toMatch(/.+까지$/);
    expect(cells[0][0]).toMatch(/2026/);
    expect(cells[1].slice(2, 6)).toEqual(['블랙리스트', '악플러(troll1)', '욕설', '-']);
    expect(cells[2].slice(2, 4)).toEqual(['매니저 지정', '도우미(helper1)']);
    expect(cells[3].slice(2, 4)).toEqual(['채팅 설정 변경채팅 얼리기 켬, 저속 모드 10초', '-']);
    expect(cells[4][2]).toBe('금칙어 변경추가: 바보, 멍청이 / 삭제: 똥');
    expect(cells[5][2]).toBe('공지깨끗한 채팅 부탁드려요');
    expect(cells[6].slice(1, 3)).toEqual(['(탈퇴한 회원)', '강퇴 해제']);
    expect(screen.getByText('전체 7건 중 7건')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('reads the next page with 더 보기 and moves the focus to its first entry', async () => {
    const first = Array.from({ length: 20 }, (_, i) => entry(25 - i));
    stubFetch({
      'GET /api/channels/7/chat/audit-log': (req) => {
        const offset = Number(new URL(req.url).searchParams.get('offset'));
        return offset === 0 ? page(first, 25) : page([1, 2, 3, 4, 5].map((i) => entry(6 - i)), 25, 20);
      },
    });
    renderLog();
    await screen.findByRole('table');
    expect(rowsOf()).toHaveLength(20);
    expect(screen.getByText('전체 25건 중 20건')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(25));
    expect(logCalls().map((c) => new URL(c.url).searchParams.get('offset'))).toEqual(['0', '20']);
    expect(document.activeElement).toBe(rowsOf()[20]);
    expect(rowsOf()[20].textContent).toContain('회원5');
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    stubFetch({ 'GET /api/channels/7/chat/audit-log': page([], 0) });
    renderLog();
    expect(await screen.findByText('아직 기록이 없습니다.')).toBeTruthy();
  });

  it("shows the server's refusal and tries again", async () => {
    let refuse = true;
    stubFetch({ 'GET /api/channels/7/chat/audit-log': () => (refuse ? jsonResponse(403, { msg: '권한이 없습니다.', code: 'chat.forbidden' }) : page([entry(1)], 1)) });
    renderLog();
    expect((await screen.findByRole('alert')).textContent).toBe('권한이 없습니다.');
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });

  it('takes the focus when the page is opened at #chat-audit-log (the chat settings menu links there)', async () => {
    stubFetch({ 'GET /api/channels/7/chat/audit-log': page([entry(1)], 1) });
    renderLog('/studio#chat-audit-log');
    await screen.findByRole('table');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '채팅 관리 기록' }));
  });
});
