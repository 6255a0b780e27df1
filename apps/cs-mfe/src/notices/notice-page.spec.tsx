import { screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { NoticePage } from './notice-page';

const notices = [
  { id: 3, title: '점검 안내', content: '11월 3일 02:00부터 점검합니다.', isImportant: true, createdAt: '2026-11-03T09:00:00.000Z' },
  { id: 1, title: '서비스 오픈', content: '반갑습니다.', isImportant: false, createdAt: '2026-11-01T09:00:00.000Z' },
];
const renderNotice = (id: string) => renderWithProviders(<NoticePage />, { route: `/cs/notices/${id}`, path: 'cs/notices/:id' });

describe('/cs/notices/:id', () => {
  it('shows 불러오는 중 while the notice is looked up', () => {
    stubFetch({ 'GET /api/cs/notice-list': new Promise<Response>(() => undefined) });
    renderNotice('3');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/cs/notices');
  });

  it('shows the notice: title, date and text', async () => {
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(200, { list: notices, total: 2 }) });
    renderNotice('3');
    expect(await screen.findByRole('heading', { level: 1, name: '점검 안내' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('2026-11-03');
    expect(screen.getByText('11월 3일 02:00부터 점검합니다.')).toBeTruthy();
  });

  it('says 공지사항을 찾을 수 없습니다. for an id the list does not have', async () => {
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(200, { list: notices, total: 2 }) });
    renderNotice('99');
    expect(await screen.findByRole('heading', { level: 1, name: '공지사항을 찾을 수 없습니다.' })).toBeTruthy();
  });

  it('says 공지사항을 불러오지 못했습니다. when the API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(500, { msg: 'boom' }) });
    renderNotice('3');
    expect((await screen.findByRole('alert')).textContent).toBe('공지사항을 불러오지 못했습니다.');
  });
});

describe('/cs/guides/:id and /cs/develop-notices/:id', () => {
  const IMAGE = '/api/cs/static/0b6f1c52-6a43-4c4e-9f0e-6f0b8b7b3c11.png';
  const renderKind = (kind: 'guide' | 'develop', base: string, id: string) =>
    renderWithProviders(<NoticePage kind={kind} />, { route: `${base}/${id}`, path: `${base.slice(1)}/:id` });

  it('shows a guide with its text as text and a line that is an uploaded image as that image', async () => {
    const content = ['상점을 엽니다.', `  ${IMAGE} `, '<b>굵게</b> 그리고 https://evil.example/x.png', '/api/cs/static/../../secret.png', `그림: ${IMAGE}`].join('\n');
    stubFetch({ 'GET /api/cs/guide-list': jsonResponse(200, { list: [{ id: 7, title: '충전 방법', content, isImportant: false, createdAt: '2026-11-05T09:00:00.000Z' }], total: 1 }) });
    const { container } = renderKind('guide', '/cs/guides', '7');
    expect(await screen.findByRole('heading', { level: 1, name: '충전 방법' })).toBeTruthy();
    const images = screen.getAllByRole('img', { name: '첨부 이미지' });
    expect(images.map((img) => new URL(img.getAttribute('src')!).pathname)).toEqual([IMAGE]);
    // everything else is shown exactly as written: no markup, no links, no other images
    expect(screen.getByText('<b>굵게</b> 그리고 https://evil.example/x.png', { exact: false })).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/cs/guides']);
    expect(screen.getByText(`그림: ${IMAGE}`, { exact: false })).toBeTruthy();
  });

  it('finds a developer notice through its own list and says 개발자 공지를 찾을 수 없습니다. for an unknown id', async () => {
    stubFetch({ 'GET /api/cs/develop-notice-list': jsonResponse(200, { list: notices, total: 2 }) });
    renderKind('develop', '/cs/develop-notices', '99');
    expect(await screen.findByRole('heading', { level: 1, name: '개발자 공지를 찾을 수 없습니다.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '목록으로' }).getAttribute('href')).toBe('/cs/develop-notices');
  });
});
