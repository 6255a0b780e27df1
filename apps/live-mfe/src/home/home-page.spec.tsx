import { screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { HomePage } from './home-page';

const channel = (n: number, isLive: boolean, viewerCount = 0) => ({
  channelId: `ch${n}`,
  loginId: `caster${n}`,
  nickname: `방송인${n}`,
  title: `방송 ${n}`,
  isLive,
  viewerCount,
  thumbnailUrl: null,
  profileImage: null,
});
const banners = { list: [{ id: 1, title: '겨울 이벤트', imageUrl: '/banners/winter.png', linkUrl: '/cs/notices/1' }] };
const never = new Promise<Response>(() => undefined);

describe('/ (home)', () => {
  it('shows 불러오는 중 while the channels load, and no banner yet', () => {
    stubFetch({ 'GET /api/guest/banners': never, 'GET /api/guest/suggestion-list': never });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: '추천 채널' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    expect(within(screen.getByRole('region', { name: '배너' })).queryByRole('img')).toBeNull();
  });

  it('shows the banners and the recommended channels with LIVE and viewer counts', async () => {
    stubFetch({
      'GET /api/guest/banners': jsonResponse(200, banners),
      'GET /api/guest/suggestion-list': jsonResponse(200, { list: [channel(1, true, 1234), channel(2, false)] }),
    });
    renderWithProviders(<HomePage />);
    const channels = within(screen.getByRole('region', { name: '추천 채널' }));
    const cards = await channels.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('LIVE')).toBeTruthy();
    expect(within(cards[0]).getByText('시청자 1,234명')).toBeTruthy();
    expect(within(cards[0]).getByRole('heading', { name: '방송 1' })).toBeTruthy();
    expect(within(cards[1]).queryByText('LIVE')).toBeNull();
    const banner = await within(screen.getByRole('region', { name: '배너' })).findByRole('img', { name: '겨울 이벤트' });
    expect(banner.closest('a')?.getAttribute('href')).toBe('/cs/notices/1');
  });

  it('says 채널 목록을 불러오지 못했습니다. when the channels fail, and leaves out banners that fail', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/guest/banners': jsonResponse(500, { msg: 'boom' }), 'GET /api/guest/suggestion-list': jsonResponse(500, { msg: 'boom' }) });
    renderWithProviders(<HomePage />);
    expect((await screen.findByRole('alert')).textContent).toBe('채널 목록을 불러오지 못했습니다.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: '배너' })).queryByRole('list')).toBeNull();
  });

  it('shows an empty channel list and no banner list when there are none', async () => {
    stubFetch({ 'GET /api/guest/banners': jsonResponse(200, { list: [] }), 'GET /api/guest/suggestion-list': jsonResponse(200, { list: [] }) });
    renderWithProviders(<HomePage />);
    const list = await within(screen.getByRole('region', { name: '추천 채널' })).findByRole('list');
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: '배너' })).queryByRole('list')).toBeNull();
  });
});
