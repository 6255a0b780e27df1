import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch, type FetchRoutes } from '@luvcast/web-testing';
import { InquiryListPage } from './inquiry-list-page';
import { InquiryPage } from './inquiry-page';
import { InquiryWritePage } from './inquiry-write-page';

const profile = { loginId: 'viewer01', nickname: '시청자', PI: false, profileImage: null, role: 'V' };
const inquiry = (over: Record<string, unknown> = {}) => ({
  id: 7,
  category: 'luv',
  title: '충전이 안 돼요',
  content: '카드로 결제했는데\n러브가 없어요',
  status: 'waiting',
  answer: null,
  answeredAt: null,
  answerUnread: false,
  createdAt: '2026-11-26T01:00:00.000Z',
  attachments: [],
  ...over,
});
const routes = (patch: FetchRoutes = {}): FetchRoutes => ({ 'GET /api/my/profile': jsonResponse(200, { profile }), ...patch });

/** Node's multipart classes (tools/jest/jsdom-environment.cjs): the form's FormData goes through Node's Request. */
const nodeForms = (globalThis as unknown as { __nodeFormClasses: { FormData: typeof FormData; File: typeof File } }).__nodeFormClasses;
const png = (name: string, size = 10) => new nodeForms.File([new Uint8Array(size)], name, { type: 'image/png' });
// the page's FormData must be Node's too, so Node's Request can send it
const jsdomFormData = globalThis.FormData;
beforeEach(() => {
  globalThis.FormData = nodeForms.FormData;
});
afterEach(() => {
  globalThis.FormData = jsdomFormData;
});

describe('/cs/inquiries/new', () => {
  it("checks the fields by the contract's rules before anything is sent", async () => {
    stubFetch(routes());
    renderWithProviders(<InquiryWritePage />, { route: '/cs/inquiries/new' });
    const form = await screen.findByRole('form', { name: '문의 작성' });
    await userEvent.click(within(form).getByRole('button', { name: '문의 등록' }));
    expect(await within(form).findByText('문의 유형을 선택해주세요.')).toBeTruthy();
    expect(within(form).getByText('제목을 100자 이내로 입력해주세요.')).toBeTruthy();
    expect(within(form).getByText('문의 내용을 2,000자 이내로 입력해주세요.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('takes up to 3 files of 5 MB, lets one be taken out, and sends the inquiry as multipart', async () => {
    stubFetch(routes({ 'POST /api/cs/inquiry': jsonResponse(201, inquiry({ id: 12 })) }));
    const { location } = renderWithProviders(<InquiryWritePage />, { route: '/cs/inquiries/new' });
    const form = await screen.findByRole('form', { name: '문의 작성' });
    const picker = within(form).getByLabelText('첨부 파일');
    await userEvent.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(form).getByRole('alert').textContent).toBe('파일은 3개까지 첨부할 수 있습니다.');
    await userEvent.upload(picker, [png('big.png', 5 * 1024 * 1024 + 1)]);
    expect(within(form).getByRole('alert').textContent).toBe('첨부 파일은 하나에 5MB까지 올릴 수 있습니다.');
    await userEvent.upload(picker, [png('영수증.png'), png('b.png')]);
    await userEvent.click(within(form).getByRole('button', { name: 'b.png 빼기' }));
    expect(within(within(form).getByRole('list', { name: '첨부할 파일' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['영수증.png']);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '문의 유형' }), 'luv');
    await userEvent.type(within(form).getByRole('textbox', { name: '제목' }), '충전이 안 돼요');
    await userEvent.type(within(form).getByRole('textbox', { name: '문의 내용' }), '러브가 없어요');
    await userEvent.click(within(form).getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(location()).toBe('/cs/inquiries/12'));
    const post = calls.find((c) => c.method === 'POST')!;
    const body = await post.clone().formData();
    expect([body.get('category'), body.get('title'), body.get('content')]).toEqual(['luv', '충전이 안 돼요', '러브가 없어요']);
    expect(body.getAll('files').map((f) => (f as File).name)).toEqual(['영수증.png']);
  });

  it('writes an appeal opened from a hidden post: the report category, linked to the post', async () => {
    stubFetch(routes({ 'POST /api/cs/inquiry': jsonResponse(201, inquiry({ id: 13, category: 'report', appeal: { type: 'board_post', id: '12', summary: '내 글 — 광고' } })) }));
    const { location } = renderWithProviders(<InquiryWritePage />, { route: '/cs/inquiries/new?appeal=board_post:12' });
    const form = await screen.findByRole('form', { name: '이의신청 작성' });
    expect(within(form).getByRole('note').textContent).toBe('숨겨진 게시글에 대한 이의신청입니다. 운영자가 조치와 함께 확인합니다.');
    expect((within(form).getByRole('combobox', { name: '문의 유형' }) as HTMLSelectElement).value).toBe('report');
    await userEvent.type(within(form).getByRole('textbox', { name: '문의 내용' }), '광고가 아니라 후기입니다');
    await userEvent.click(within(form).getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(location()).toBe('/cs/inquiries/13'));
    const body = await calls.find((c) => c.method === 'POST')!.clone().formData();
    expect([body.get('category'), body.get('title'), body.get('appeal')]).toEqual(['report', '이의신청', 'board_post:12']);
  });

  it("shows the API's refusal in its words", async () => {
    stubFetch(routes({ 'POST /api/cs/inquiry': jsonResponse(415, { code: 'cs.file.type', msg: '첨부 파일은 JPG, PNG, GIF 또는 PDF만 올릴 수 있습니다.' }) }));
    renderWithProviders(<InquiryWritePage />, { route: '/cs/inquiries/new' });
    const form = await screen.findByRole('form', { name: '문의 작성' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '문의 유형' }), 'etc');
    await userEvent.type(within(form).getByRole('textbox', { name: '제목' }), '파일');
    await userEvent.type(within(form).getByRole('textbox', { name: '문의 내용' }), '내용');
    await userEvent.click(within(form).getByRole('button', { name: '문의 등록' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('첨부 파일은 JPG, PNG, GIF 또는 PDF만 올릴 수 있습니다.');
  });
});

describe('/cs/inquiries', () => {
  it('lists the inquiries with their status and says how many answers are new', async () => {
    stubFetch(
      routes({
        'GET /api/cs/inquiry-list': jsonResponse(200, { list: [inquiry({ id: 2, status: 'answered', answer: '네', answerUnread: true }), inquiry({ id: 1, category: 'account', title: '로그인' })], total: 2, unreadAnswers: 1, offset: 0, limit: 10 }),
      }),
    );
    renderWithProviders(<InquiryListPage />, { route: '/cs/inquiries' });
    const items = within(await screen.findByRole('list', { name: '문의 내역' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['답변 완료러브/결제충전이 안 돼요새 답변2026-11-26', '답변 대기계정/로그인로그인2026-11-26']);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/cs/inquiries/2');
    expect(screen.getByText('새 답변 1개가 있습니다.')).toBeTruthy();
  });
});

describe('/cs/inquiries/:id', () => {
  it('shows what members wrote as text, never as markup, with the answer', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    stubFetch(routes({ 'GET /api/cs/inquiry/7': jsonResponse(200, inquiry({ title: hostile, content: `${hostile}<script>window.__pwned=1</script>`, status: 'answered', answer: '<b>확인</b>했습니다', attachments: [{ id: 3, name: '<i>x</i>.png', contentType: 'image/png', size: 2048 }] })) }));
    renderWithProviders(<InquiryPage />, { route: '/cs/inquiries/7', path: '/cs/inquiries/:id' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(hostile);
    const article = document.querySelector('[data-inquiry-id="7"]')!;
    expect(article.querySelector('img, script, b, i')).toBeNull();
    expect(screen.getByText('<b>확인</b>했습니다')).toBeTruthy();
    expect(screen.getByRole('button', { name: '<i>x</i>.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '문의 삭제' })).toBeNull();
  });

  it('deletes a waiting inquiry after asking, and goes back to the list', async () => {
    stubFetch(routes({ 'GET /api/cs/inquiry/7': jsonResponse(200, inquiry()), 'DELETE /api/cs/inquiry-delete/7': jsonResponse(200, { id: 7 }), 'GET /api/cs/inquiry-list': jsonResponse(200, { list: [], total: 0, unreadAnswers: 0, offset: 0, limit: 10 }) }));
    const { location } = renderWithProviders(<InquiryPage />, { route: '/cs/inquiries/7', path: '/cs/inquiries/:id' });
    expect(await screen.findByText('답변을 기다리고 있습니다. 답변이 등록되면 문의 내역에 표시됩니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '문의 삭제' }));
    expect(screen.getByText('이 문의를 삭제할까요? 첨부 파일도 함께 삭제됩니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(location()).toBe('/cs/inquiries'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/api/cs/inquiry-delete/7'))).toBe(true);
  });
});
