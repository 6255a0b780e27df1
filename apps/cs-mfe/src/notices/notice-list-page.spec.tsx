import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { NoticeListPage } from './notice-list-page';

const notice = (id: number, title: string, isImportant = false) => ({ id, title, content: `${title} 내용`, isImportant, createdAt: `2026-11-0${id}T09:00:00.000Z` });
const never = new Promise<Response>(() => undefined);

describe('/cs/notices', () => {
  it('shows 불러오는 중 while the list loads', () => {
    stubFetch({ 'GET /api/cs/notice-list': never });
    renderWithProviders(<NoticeListPage />, { route: '/cs/notices' });
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it('lists the notices with the 중요 badge and dates, linking to each', async () => {
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(200, { list: [notice(2, '점검 안내', true), notice(1, '서비스 오픈')], total: 2 }) });
    renderWithProviders(<NoticeListPage />, { route: '/cs/notices' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['중요점검 안내2026-11-02', '서비스 오픈2026-11-01']);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/cs/notices/2');
    expect(screen.getByText('1 / 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: '이전' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '다음' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages with 다음: asks for the next ten and puts ?page=2 in the URL', async () => {
    stubFetch({
      'GET /api/cs/notice-list': (req) => {
        const offset = Number(new URL(req.url).searchParams.get('offset'));
        return jsonResponse(200, { list: [notice(offset === 0 ? 1 : 2, offset === 0 ? '첫 쪽' : '둘째 쪽')], total: 12 });
      },
    });
    const { location } = renderWithProviders(<NoticeListPage />, { route: '/cs/notices' });
    expect(await screen.findByText('첫 쪽')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('둘째 쪽')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(location()).toBe('/cs/notices?page=2');
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?offset=0&limit=10', '?offset=10&limit=10']);
  });

  it('says 공지사항이 없습니다. for an empty list', async () => {
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(200, { list: [], total: 0 }) });
    renderWithProviders(<NoticeListPage />, { route: '/cs/notices' });
    expect(await screen.findByText('공지사항이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '페이지' })).toBeNull();
  });

  it('says 공지사항을 불러오지 못했습니다. when the API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/cs/notice-list': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<NoticeListPage />, { route: '/cs/notices' });
    expect((await screen.findByRole('alert')).textContent).toBe('공지사항을 불러오지 못했습니다.');
  });
});

describe('/cs/develop-notices and /cs/guides', () => {
  it.each([
    ['develop', '/cs/develop-notices', '/api/cs/develop-notice-list', '개발자 공지'],
    ['guide', '/cs/guides', '/api/cs/guide-list', '도움말'],
  ] as const)('list the %s rows from their own call, linking to each under %s', async (kind, base, call, title) => {
    stubFetch({ [`GET ${call}`]: jsonResponse(200, { list: [notice(4, `${title} 하나`, true)], total: 1 }) });
    renderWithProviders(<NoticeListPage kind={kind} />, { route: base });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe(`${base}/4`);
    expect(calls.map((c) => new URL(c.url).pathname)).toEqual([call]);
  });

  it('link between the three lists, marking the one shown', async () => {
    stubFetch({ 'GET /api/cs/guide-list': jsonResponse(200, { list: [], total: 0 }) });
    renderWithProviders(<NoticeListPage kind="guide" />, { route: '/cs/guides' });
    const nav = screen.getByRole('navigation', { name: '고객센터 안내' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['공지사항', '/cs/notices', null],
      ['개발자 공지', '/cs/develop-notices', null],
      ['도움말', '/cs/guides', 'page'],
    ]);
    expect(await screen.findByText('도움말이 없습니다.')).toBeTruthy();
  });

  it('say 개발자 공지를 불러오지 못했습니다. when the API fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/cs/develop-notice-list': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<NoticeListPage kind="develop" />, { route: '/cs/develop-notices' });
    expect((await screen.findByRole('alert')).textContent).toBe('개발자 공지를 불러오지 못했습니다.');
  });
});
