import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { LIMITS } from '@luvcast/contracts';
import { bannersQuery, channelPageQuery, liveListQuery, profileQuery, suggestionListQuery, themesQuery } from '@luvcast/api-client';
import { channelPageKey, firstScreenQueries } from '@luvcast/shell-contract';
import { seedFirstScreenData } from './first-screen-data';

describe('first screen data carried by the page', () => {
  it("names the home page's reads with the api-client's own query keys (the page's hooks find them)", () => {
    expect(firstScreenQueries('/').map((q) => q.key)).toEqual([
      bannersQuery().queryKey,
      themesQuery().queryKey,
      liveListQuery({}).queryKey,
      suggestionListQuery(20).queryKey,
    ]);
    expect(firstScreenQueries('/', { theme: '3' })[2]).toEqual({ key: liveListQuery({ theme: '3' }).queryKey, path: '/api/lives?offset=0&limit=20&theme=3' });
  });

  it("carries the channel page's read and a guest's profile under the api-client's keys", () => {
    expect(channelPageKey(3)).toEqual(channelPageQuery(3).queryKey);
    // the web server's PROFILE_QUERY_KEY (apps/web-server web-app.ts)
    expect(['my', 'profile']).toEqual(profileQuery().queryKey);
  });

  it('carries nothing for other pages', () => {
    expect(firstScreenQueries('/signin')).toEqual([]);
    expect(firstScreenQueries('/channels/3')).toEqual([]);
  });

  it('seeds the QueryClient with the inlined answers and ignores malformed entries', () => {
    const client = new QueryClient();
    const banners = { list: [{ id: 1, title: 'b', imageUrl: 'http://api.luv.localhost:4000/static/images/b.png' }] };
    expect(seedFirstScreenData(client, [{ key: ['guest', 'banners'], data: banners }, { key: 'bad', data: 1 }, null, { key: ['x'] }])).toBe(1);
    expect(client.getQueryData(bannersQuery().queryKey)).toEqual(banners);
    expect(seedFirstScreenData(client, undefined)).toBe(0);
  });

  it("seeds a guest's profile as null (signed out), so the page renders 로그인 at once", () => {
    const client = new QueryClient();
    expect(seedFirstScreenData(client, [{ key: ['my', 'profile'], data: null }])).toBe(1);
    expect(client.getQueryState(['my', 'profile'])?.status).toBe('success');
    expect(client.getQueryData(['my', 'profile'])).toBeNull();
  });

  it('does not fetch the seeded data again when the page mounts, only once it is older than the first-screen window', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
    try {
      const client = new QueryClient();
      seedFirstScreenData(client, [{ key: ['guest', 'banners'], data: { list: [] } }]);
      const queryFn = jest.fn(async () => ({ list: [{ id: 2 }] }));
      const mount = () => new QueryObserver(client, { queryKey: ['guest', 'banners'], queryFn }).subscribe(() => undefined);

      mount()();
      await jest.advanceTimersByTimeAsync(LIMITS.firstScreenFreshMs - 1);
      mount()();
      expect(queryFn).not.toHaveBeenCalled();

      await jest.advanceTimersByTimeAsync(2);
      const unsubscribe = mount();
      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(1);
      expect(client.getQueryData(['guest', 'banners'])).toEqual({ list: [{ id: 2 }] });
      unsubscribe();

      // refetched data is no longer the page's: the usual schedule (stale at once) is back
      mount()();
      await jest.advanceTimersByTimeAsync(0);
      expect(queryFn).toHaveBeenCalledTimes(2);
      // a query that is not seeded is fetched on mount as before
      const other = jest.fn(async () => 1);
      new QueryObserver(client, { queryKey: ['guest', 'themes'], queryFn: other }).subscribe(() => undefined)();
      await jest.advanceTimersByTimeAsync(0);
      expect(other).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
