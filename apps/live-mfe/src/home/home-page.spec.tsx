import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { channelCard } from '../shared/testing';
import { HomePage } from './home-page';
import { SearchPage } from './search-page';

const banners = { list: [{ id: 1, title: '겨울 이벤트', imageUrl: '/banners/winter.png', linkUrl: '/cs/notices/1' }] };
const themes = [
  { key: 1, value: 'TALK', text: '토크' },
  { key: 2, value: 'GAME', text: '게임' },
];
const never = new Promise<Response>(() => undefined);
const page = (list: unknown[]) => jsonResponse(200, { list, total: list.length });

function stubHome(overrides: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({
    'GET /api/guest/banners': jsonResponse(200, banners),
    'GET /api/guest/themes': jsonResponse(200, themes),
    'GET /api/lives': page([channelCard(3, true, 900), channelCard(1, true, 1234)].sort((a, b) => b.viewerCount - a.viewerCount)),
    'GET /api/guest/suggestion-list': jsonResponse(200, { list: [channelCard(1, true, 1234), channelCard(2, false)] }),
    ...overrides,
  });
}

describe('/ (home)', () => {
  it('shows 불러오는 중 while the lists load, and no banner yet', () => {
    stubHome({ 'GET /api/guest/banners': never, 'GET /api/lives': never, 'GET /api/guest/suggestion-list': never });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: '지금 방송 중' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['불러오는 중', '불러오는 중']);
    expect(within(screen.getByRole('region', { name: '배너' })).queryByRole('img')).toBeNull();
  });

  it("keeps the banner row's 4:1 box while the banners load, so nothing below moves when they come", () => {
    stubHome({ 'GET /api/guest/banners': never, 'GET /api/lives': never, 'GET /api/guest/suggestion-list': never });
    renderWithProviders(<HomePage />);
    const box = screen.getByRole('region', { name: '배너' }).querySelector('[data-skeleton]') as HTMLElement;
    expect(box.style.aspectRatio).toBe('4 / 1');
    expect(box.getAttribute('aria-hidden')).toBe('true');
  });

  it('sizes every image; the first banner loads at once with high priority, the rest and the thumbnails lazily', async () => {
    stubHome({
      'GET /api/guest/banners': jsonResponse(200, { list: [banners.list[0], { id: 2, title: '봄 이벤트', imageUrl: '/banners/spring.png', linkUrl: null }] }),
      'GET /api/guest/suggestion-list': jsonResponse(200, { list: [channelCard(1, true, 1234, { thumbnailUrl: '/t/1.jpg' })] }),
    });
    renderWithProviders(<HomePage />);
    const region = within(screen.getByRole('region', { name: '배너' }));
    const first = await region.findByRole('img', { name: '겨울 이벤트' });
    const second = region.getByRole('img', { name: '봄 이벤트' });
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '300']);
    expect(first.getAttribute('loading')).toBeNull();
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(second.getAttribute('loading')).toBe('lazy');
    const card = await within(screen.getByRole('region', { name: '추천 채널' })).findByRole('article');
    const thumb = card.querySelector('img') as HTMLImageElement;
    expect([thumb.getAttribute('width'), thumb.getAttribute('height'), thumb.getAttribute('loading')]).toEqual(['320', '180', 'lazy']);
  });

  it('lists who is live by viewers, each card linking to its live', async () => {
    stubHome();
    renderWithProviders(<HomePage />);
    const lives = within(screen.getByRole('region', { name: '지금 방송 중' }));
    const cards = await lives.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['방송 1', '방송 3']);
    expect(within(cards[0]).getByText('시청자 1,234명')).toBeTruthy();
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/channels/1/live');
  });

  it('shows the banners and the suggestions; an offline suggestion links to its channel', async () => {
    stubHome();
    renderWithProviders(<HomePage />);
    const suggestions = within(screen.getByRole('region', { name: '추천 채널' }));
    const cards = await suggestions.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('LIVE')).toBeTruthy();
    expect(within(cards[1]).queryByText('LIVE')).toBeNull();
    expect(within(cards[1]).getByRole('link').getAttribute('href')).toBe('/channels/2');
    const banner = await within(screen.getByRole('region', { name: '배너' })).findByRole('img', { name: '겨울 이벤트' });
    expect(banner.closest('a')?.getAttribute('href')).toBe('/cs/notices/1');
  });

  it('filters the lives by theme', async () => {
    stubHome();
    const { location } = renderWithProviders(<HomePage />);
    const group = await screen.findByRole('group', { name: '테마' });
    expect(within(group).getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: '게임' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/lives') && new URL(c.url).searchParams.get('theme') === '2')).toBe(true));
    expect(location()).toBe('/?theme=2');
    expect(within(group).getByRole('button', { name: '게임' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('marks adult and password rooms on their cards', async () => {
    stubHome({ 'GET /api/lives': page([channelCard(5, true, 10, { isForAdult: true, hasPassword: true })]) });
    renderWithProviders(<HomePage />);
    const card = await within(screen.getByRole('region', { name: '지금 방송 중' })).findByRole('article');
    expect(within(card).getByText('19세')).toBeTruthy();
    expect(within(card).getByText('비밀번호')).toBeTruthy();
  });

  it('says so when nobody is live, and when the lists fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubHome({ 'GET /api/lives': page([]), 'GET /api/guest/suggestion-list': jsonResponse(500, { msg: 'boom' }), 'GET /api/guest/banners': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('지금 방송 중인 채널이 없습니다.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('채널 목록을 불러오지 못했습니다.');
    expect(within(screen.getByRole('region', { name: '배너' })).queryByRole('list')).toBeNull();
  });

  it('searches channels from the search box', async () => {
    stubHome();
    const { location } = renderWithProviders(<HomePage />);
    fireEvent.change(screen.getByRole('searchbox', { name: '검색어' }), { target: { value: ' 방송인 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(location()).toBe(`/search?keyword=${encodeURIComponent('방송인')}`);
  });
});

describe('/search', () => {
  it('lists the channels matching the keyword', async () => {
    stubFetch({ 'GET /api/channels/search': (req) => page(new URL(req.url).searchParams.get('keyword') === '방송인' ? [channelCard(2, false)] : []) });
    renderWithProviders(<SearchPage />, { route: '/search?keyword=방송인' });
    expect(screen.getByRole('heading', { level: 1, name: '‘방송인’ 검색 결과' })).toBeTruthy();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/channels/2');
  });

  it('says 검색 결과가 없습니다. when nothing matches', async () => {
    stubFetch({ 'GET /api/channels/search': page([]) });
    renderWithProviders(<SearchPage />, { route: '/search?keyword=없음' });
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeTruthy();
  });
});
