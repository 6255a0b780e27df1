import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { NoticeAdminPage } from './notice-admin-page';

/** Node's multipart classes (tools/jest/jsdom-environment.cjs): the page's FormData must be Node's, so Node's Request can send it. */
const nodeForms = (globalThis as unknown as { __nodeFormClasses: { FormData: typeof FormData; File: typeof File } }).__nodeFormClasses;
const jsdomFormData = globalThis.FormData;
beforeEach(() => {
  globalThis.FormData = nodeForms.FormData;
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});

const profile = (role: string) => ({ loginId: 'opdemo01', nickname: '운영자', PI: false, profileImage: null, role });
const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  kind: 'guide',
  brand: null,
  title: `도움말 ${id}`,
  content: `내용 ${id}`,
  isImportant: false,
  authorLoginId: 'opdemo01',
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: null,
  ...over,
});
const listed = (list: unknown[]) => jsonResponse(200, { list, total: list.length });
const bodyOf = async (method: string) => {
  await waitFor(() => expect(calls.some((c) => c.method === method)).toBe(true));
  return calls.find((c) => c.method === method)!.clone();
};

describe('/cs/admin/notices', () => {
  it('is for operators only', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('V') }) });
    renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices' });
    expect((await screen.findByRole('alert')).textContent).toBe('운영자만 볼 수 있는 화면입니다.');
    expect(calls.some((c) => c.url.includes('/api/admin/'))).toBe(false);
  });

  it('lists every kind, then one kind when its tab is chosen (kind in the URL and the call)', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }),
      'GET /api/admin/notices': (req) => (new URL(req.url).searchParams.get('kind') === 'develop' ? listed([row(2, { kind: 'develop', brand: 'lex', title: '렉스 개발자 공지' })]) : listed([row(1)])),
    });
    const { location } = renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices' });
    const list = await screen.findByRole('list', { name: '글 목록' });
    expect(within(list).getByText('도움말 1')).toBeTruthy();
    expect(within(list).getByText('모든 브랜드')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: '개발자 공지' }));
    expect(await screen.findByText('렉스 개발자 공지')).toBeTruthy();
    expect(screen.getByText('렉스캐스트', { exact: false })).toBeTruthy();
    expect(location()).toBe('/cs/admin/notices?kind=develop');
    const searches = calls.filter((c) => c.url.includes('/api/admin/notices')).map((c) => new URL(c.url).search);
    expect(searches).toEqual(['?offset=0&limit=20', '?kind=develop&offset=0&limit=20']);
  });

  it('writes a guide for every brand with an uploaded image put on its own line', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }),
      'GET /api/admin/notices': listed([]),
      'POST /api/admin/cs-static': jsonResponse(200, { url: '/api/cs/static/0b6f1c52-6a43-4c4e-9f0e-6f0b8b7b3c11.png' }),
      'POST /api/admin/notices': jsonResponse(200, row(9)),
    });
    renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices?kind=guide' });
    await userEvent.click(await screen.findByRole('button', { name: '새 글 쓰기' }));
    const form = screen.getByRole('region', { name: '새 글 쓰기' });
    expect((within(form).getByLabelText('종류') as HTMLSelectElement).value).toBe('guide');
    expect(within(within(form).getByLabelText('브랜드')).getAllByRole('option').map((o) => o.textContent)).toEqual(['모든 브랜드', '러브캐스트', '렉스캐스트', '벨캐스트']);
    await userEvent.type(within(form).getByLabelText('제목'), '충전 방법');
    await userEvent.type(within(form).getByLabelText('내용'), '상점을 엽니다.');
    await userEvent.upload(within(form).getByLabelText(/이미지 올리기/), new nodeForms.File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shop.png', { type: 'image/png' }));
    await waitFor(() => expect((within(form).getByLabelText('내용') as HTMLTextAreaElement).value).toBe('상점을 엽니다.\n/api/cs/static/0b6f1c52-6a43-4c4e-9f0e-6f0b8b7b3c11.png\n'));
    // the preview shows the image as the public pages will
    expect(within(screen.getByRole('region', { name: '미리보기' })).getByRole('img', { name: '첨부 이미지' })).toBeTruthy();
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/api/admin/notices'))).toBe(true));
    const post = calls.find((c) => c.method === 'POST' && c.url.endsWith('/api/admin/notices'))!;
    expect(await post.clone().json()).toEqual({ kind: 'guide', brand: null, title: '충전 방법', content: '상점을 엽니다.\n/api/cs/static/0b6f1c52-6a43-4c4e-9f0e-6f0b8b7b3c11.png', isImportant: true });
    await waitFor(() => expect(screen.queryByRole('region', { name: '새 글 쓰기' })).toBeNull());
  });

  it('shows the field’s message and sends nothing for an empty title', async () => {
    stubFetch({ 'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }), 'GET /api/admin/notices': listed([]) });
    renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices' });
    await userEvent.click(await screen.findByRole('button', { name: '새 글 쓰기' }));
    await userEvent.type(screen.getByLabelText('내용'), '내용만');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('제목을 200자 이내로 입력해주세요.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("offers a brand operator (S) their brand only and shows the API's refusal", async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('S') }),
      'GET /api/admin/notices': listed([]),
      'POST /api/admin/notices': jsonResponse(403, { msg: '담당 브랜드의 글만 쓰고 고칠 수 있습니다.', code: 'cs.notice.brandForbidden' }),
    });
    renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices' });
    await userEvent.click(await screen.findByRole('button', { name: '새 글 쓰기' }));
    expect(within(screen.getByLabelText('브랜드')).getAllByRole('option').map((o) => o.textContent)).toEqual(['렉스캐스트']);
    await userEvent.type(screen.getByLabelText('제목'), '렉스 공지');
    await userEvent.type(screen.getByLabelText('내용'), '내용');
    await userEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await (await bodyOf('POST')).json()).toMatchObject({ brand: 'lex', kind: 'notice' });
    expect((await screen.findByRole('alert')).textContent).toBe('담당 브랜드의 글만 쓰고 고칠 수 있습니다.');
  });

  it('changes a row with the whole row sent to PUT, and deletes one after 삭제 확인', async () => {
    stubFetch({
      'GET /api/my/profile': jsonResponse(200, { profile: profile('O') }),
      'GET /api/admin/notices': listed([row(3, { brand: 'bell', isImportant: true })]),
      'PUT /api/admin/notices/3': jsonResponse(200, row(3)),
      'DELETE /api/admin/notices/3': jsonResponse(200, { id: 3 }),
    });
    renderWithProviders(<NoticeAdminPage />, { route: '/cs/admin/notices' });
    const item = await screen.findByText('도움말 3');
    await userEvent.click(within(item.closest('li')!).getByRole('button', { name: '수정' }));
    const form = screen.getByRole('region', { name: '글 수정' });
    expect((within(form).getByLabelText('브랜드') as HTMLSelectElement).value).toBe('bell');
    const title = within(form).getByLabelText('제목');
    await userEvent.clear(title);
    await userEvent.type(title, '바뀐 제목');
    await userEvent.click(within(form).getByRole('button', { name: '수정 완료' }));
    expect(await (await bodyOf('PUT')).json()).toEqual({ kind: 'guide', brand: 'bell', title: '바뀐 제목', content: '내용 3', isImportant: true });

    const li = (await screen.findByText('도움말 3')).closest('li')!;
    await userEvent.click(within(li).getByRole('button', { name: '삭제' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(li).getByRole('button', { name: '삭제 확인' }));
    await bodyOf('DELETE');
    expect(new URL(calls.find((c) => c.method === 'DELETE')!.url).pathname).toBe('/api/admin/notices/3');
  });
});
