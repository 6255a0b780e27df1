import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch, type FetchRoutes } from '@luvcast/web-testing';
import { BoardListPage } from './board-list-page';
import { BoardPostPage } from './board-post-page';
import { BoardWritePage } from './board-write-page';

const profile = { loginId: 'fan01', nickname: '팬하나', PI: false, profileImage: null, role: 'V' };
const author = { loginId: 'fan01', nickname: '팬하나' };
const line = (over: Record<string, unknown> = {}) => ({
  id: 5,
  channelId: 3,
  title: '오늘 방송 최고',
  author,
  important: false,
  likeCount: 2,
  commentCount: 1,
  viewCount: 9,
  hidden: false,
  createdAt: '2026-11-26T01:00:00.000Z',
  updatedAt: null,
  ...over,
});
const post = (over: Record<string, unknown> = {}) => ({ ...line(), content: '<img src=x onerror=alert(1)>\n정말 재밌었어요', hiddenReason: null, liked: false, mine: false, canModerate: false, ...over });
const setting = (over: Record<string, unknown> = {}) => ({ channelId: 3, open: true, writeLevel: 0, canWrite: true, canModerate: false, canConfigure: false, ...over });
/** the JSON body of the first call matching (calls are the Requests the page sent) */
const bodyOf = async (match: (c: Request) => boolean) => calls.find(match)?.clone().json();
const routes = (patch: FetchRoutes = {}): FetchRoutes => ({ 'GET /api/my/profile': jsonResponse(200, { profile }), ...patch });

describe('/cs/boards/:channelId', () => {
  it('lists pinned posts first with their marks and offers the write link', async () => {
    stubFetch(
      routes({
        'GET /api/cs/board-setting-check': jsonResponse(200, setting()),
        'GET /api/cs/board-list': jsonResponse(200, { list: [line({ id: 9, title: '공지입니다', important: true }), line()], total: 2, offset: 0, limit: 10 }),
      }),
    );
    renderWithProviders(<BoardListPage />, { route: '/cs/boards/3', path: '/cs/boards/:channelId' });
    const list = await screen.findByRole('list', { name: '게시글 목록' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/cs/boards/3/9', '/cs/boards/3/5']);
    expect(within(items[0]).getByText('공지')).toBeTruthy();
    expect(within(items[1]).queryByText('공지')).toBeNull();
    expect(screen.getByRole('link', { name: '글쓰기' }).getAttribute('href')).toBe('/cs/boards/3/new');
    expect(screen.queryByRole('form', { name: '게시판 설정' })).toBeNull();
  });

  it("gives the BJ the board's settings and says when it is closed", async () => {
    stubFetch(
      routes({
        'GET /api/cs/board-setting-check': () => jsonResponse(200, setting({ open: false, canWrite: false, canModerate: true, canConfigure: true })),
        'GET /api/cs/board-list': () => jsonResponse(200, { list: [], total: 0, offset: 0, limit: 10 }),
        'PUT /api/cs/board-setting': jsonResponse(200, setting({ open: true, writeLevel: 1, canModerate: true, canConfigure: true })),
      }),
    );
    renderWithProviders(<BoardListPage />, { route: '/cs/boards/3', path: '/cs/boards/:channelId' });
    expect(await screen.findByText('이 채널의 게시판은 닫혀 있습니다.')).toBeTruthy();
    const form = await screen.findByRole('form', { name: '게시판 설정' });
    await userEvent.click(within(form).getByRole('checkbox', { name: '게시판 열기' }));
    await userEvent.selectOptions(within(form).getByRole('combobox'), '1');
    await userEvent.click(within(form).getByRole('button', { name: '설정 저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(await bodyOf((c) => c.method === 'PUT')).toEqual({ channelId: 3, open: true, writeLevel: 1 });
    expect(await within(form).findByRole('status')).toBeTruthy();
    expect(screen.queryByText('이 채널의 게시판은 닫혀 있습니다.')).toBeNull();
  });
});

describe('/cs/boards/:channelId/:boardId', () => {
  it('shows the text as text, likes it and adds a comment', async () => {
    stubFetch(
      routes({
        'GET /api/cs/board-detail': () => jsonResponse(200, post()),
        'GET /api/cs/board-comment': () => jsonResponse(200, { list: [{ id: 1, boardId: 5, author: { loginId: 'x', nickname: '다른팬' }, content: '저도요', createdAt: '2026-11-26T02:00:00.000Z', mine: false, canDelete: false }], total: 1, offset: 0, limit: 20 }),
        'POST /api/cs/board-like': jsonResponse(200, { boardId: 5, liked: true, likeCount: 3 }),
        'POST /api/cs/board-comment': jsonResponse(201, { id: 2, boardId: 5, author, content: '최고!', createdAt: '2026-11-26T03:00:00.000Z', mine: true, canDelete: true }),
      }),
    );
    renderWithProviders(<BoardPostPage />, { route: '/cs/boards/3/5', path: '/cs/boards/:channelId/:boardId' });
    const article = await screen.findByRole('article');
    expect(within(article).getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(article.querySelector('img')).toBeNull();
    expect(await screen.findByText('저도요')).toBeTruthy();
    await userEvent.click(within(article).getByRole('button', { name: /좋아요 2/ }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('board-like'))).toBe(true));
    expect(await bodyOf((c) => c.url.includes('board-like'))).toEqual({ boardId: 5 });
    const form = await screen.findByRole('form', { name: '댓글 쓰기' });
    await userEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    expect(await within(form).findByText('댓글을 500자 이내로 입력해주세요.')).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox'), '최고!');
    await userEvent.click(within(form).getByRole('button', { name: '댓글 등록' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.includes('board-comment'))).toBe(true));
    expect(await bodyOf((c) => c.method === 'POST' && c.url.includes('board-comment'))).toEqual({ boardId: 5, content: '최고!' });
    // no edit or moderation for someone else's post
    expect(screen.queryByRole('link', { name: '수정' })).toBeNull();
    expect(screen.queryByRole('button', { name: '공지로 고정' })).toBeNull();
  });

  it("lets a moderator pin or hide a fan's post with a reason", async () => {
    stubFetch(
      routes({
        'GET /api/cs/board-detail': () => jsonResponse(200, post({ canModerate: true })),
        'GET /api/cs/board-comment': () => jsonResponse(200, { list: [], total: 0, offset: 0, limit: 20 }),
        'PUT /api/cs/board-important/3/5': jsonResponse(200, { boardId: 5, important: true }),
        'DELETE /api/cs/board-delete/5': jsonResponse(200, { id: 5, result: 'hidden' }),
      }),
    );
    const { location } = renderWithProviders(<BoardPostPage />, { route: '/cs/boards/3/5', path: '/cs/boards/:channelId/:boardId' });
    await userEvent.click(await screen.findByRole('button', { name: '공지로 고정' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url.endsWith('/api/cs/board-important/3/5'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '글 숨기기' }));
    const hide = screen.getByRole('form', { name: '글 숨기기' });
    await userEvent.type(within(hide).getByRole('textbox', { name: '숨기는 이유' }), '광고');
    await userEvent.click(within(hide).getByRole('button', { name: '숨기기' }));
    await waitFor(() => expect(location()).toBe('/cs/boards/3'));
    expect(calls.find((c) => c.method === 'DELETE')?.url).toMatch(/\/api\/cs\/board-delete\/5\?reason=%EA%B4%91%EA%B3%A0$/);
  });

  it("reports someone else's post with a reason", async () => {
    stubFetch(
      routes({
        'GET /api/cs/board-detail': () => jsonResponse(200, post()),
        'GET /api/cs/board-comment': () => jsonResponse(200, { list: [], total: 0, offset: 0, limit: 20 }),
        'POST /api/cs/declaration-post': jsonResponse(201, { id: 1, targetType: 'post', targetId: '5', target: author, reason: 'spam', detail: '', status: 'pending', createdAt: '2026-11-26T04:00:00.000Z', handledAt: null }),
      }),
    );
    renderWithProviders(<BoardPostPage />, { route: '/cs/boards/3/5', path: '/cs/boards/:channelId/:boardId' });
    await userEvent.click(await screen.findByRole('button', { name: '게시글 신고' }));
    const form = screen.getByRole('form', { name: '게시글 신고' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '신고 사유' }), 'spam');
    await userEvent.click(within(form).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고가 접수되었습니다. 운영자가 확인합니다.')).toBeTruthy();
    expect(await bodyOf((c) => c.url.includes('declaration-post'))).toEqual({ targetType: 'post', targetId: '5', reason: 'spam', detail: '' });
  });

  it('shows the author why their post was hidden', async () => {
    stubFetch(routes({ 'GET /api/cs/board-detail': jsonResponse(200, post({ mine: true, hidden: true, hiddenReason: '게시판 규칙 위반' })), 'GET /api/cs/board-comment': jsonResponse(200, { list: [], total: 0, offset: 0, limit: 20 }) }));
    renderWithProviders(<BoardPostPage />, { route: '/cs/boards/3/5', path: '/cs/boards/:channelId/:boardId' });
    expect(await screen.findByText(/사유: 게시판 규칙 위반/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: '댓글 쓰기' })).toBeNull();
  });
});

describe('/cs/boards/:channelId/new', () => {
  it("checks the fields by the contract's rules, then posts and opens the post", async () => {
    stubFetch(routes({ 'POST /api/cs/board-write': jsonResponse(201, post({ id: 11, mine: true })) }));
    const { location } = renderWithProviders(<BoardWritePage />, { route: '/cs/boards/3/new', path: '/cs/boards/:channelId/new' });
    const form = await screen.findByRole('form', { name: '글쓰기' });
    await userEvent.click(within(form).getByRole('button', { name: '등록' }));
    expect(await within(form).findByText('제목을 100자 이내로 입력해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: '제목' }), '첫 글');
    await userEvent.type(within(form).getByRole('textbox', { name: /^내용/ }), '안녕하세요');
    await userEvent.click(within(form).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(location()).toBe('/cs/boards/3/11'));
    expect(await bodyOf((c) => c.method === 'POST')).toEqual({ channelId: 3, title: '첫 글', content: '안녕하세요' });
  });
});
