import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Emoji } from '@luvcast/contracts';
import { calls, createTestQueryClient, jsonResponse, resetSessionStore, stubFetch } from '@luvcast/web-testing';
import { useEmojiList } from '../guest/get-emoji-list';
import { changeFavoriteEmoticon, useChangeFavoriteEmoticon } from './change-favorite-emoticon';

const emoji = (id: number, title: string, isFavorite = false): Emoji => ({ id, type: 'basic', title, imageUrl: `http://api/static/${id}.svg`, isFavorite });
const page = (list: Emoji[]) => jsonResponse(200, { list, total: list.length, offset: 0, limit: 100 });
const member = { loginId: 'viewer1', nickname: '시청자', role: 'V' };

function renderBoth() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ list: useEmojiList(), favorite: useChangeFavoriteEmoticon() }), { wrapper });
}
const favourites = (list: Emoji[] | undefined) => (list ?? []).filter((e) => e.isFavorite).map((e) => e.id);

beforeEach(() => resetSessionStore(member as never));

describe('emoticon favourites', () => {
  it('posts the contract body and reads its reply', async () => {
    stubFetch({ 'POST /api/lives/change-favorite-emoticon': jsonResponse(200, { emoticonId: 2, isFavorite: true }) });
    expect(await changeFavoriteEmoticon({ emoticonId: 2, isFavorite: true })).toEqual({ emoticonId: 2, isFavorite: true });
    const post = calls.find((c) => c.method === 'POST')!;
    expect(await post.json()).toEqual({ emoticonId: 2, isFavorite: true });
  });

  it('keeps isFavorite of the list as the API sends it', async () => {
    stubFetch({ 'GET /api/guest/show-all-emoji': page([emoji(2, '하트', true), emoji(1, '웃음')]) });
    const { result } = renderBoth();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(favourites(result.current.list.data?.list)).toEqual([2]);
  });

  it('shows the change in the list at once and refetches the list after the API took it', async () => {
    let saved = false;
    let release: () => void = () => undefined;
    stubFetch({
      'GET /api/guest/show-all-emoji': () => page([emoji(1, '웃음', saved), emoji(2, '하트')]),
      'POST /api/lives/change-favorite-emoticon': () =>
        new Promise((resolve) => {
          release = () => {
            saved = true;
            resolve(jsonResponse(200, { emoticonId: 1, isFavorite: true }));
          };
        }),
    });
    const { result } = renderBoth();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    act(() => result.current.favorite.mutate({ emoticonId: 1, isFavorite: true }));
    await waitFor(() => expect(favourites(result.current.list.data?.list)).toEqual([1]));
    await act(async () => release());
    await waitFor(() => expect(calls.filter((c) => c.url.includes('show-all-emoji'))).toHaveLength(2));
    expect(favourites(result.current.list.data?.list)).toEqual([1]);
  });

  it('puts the list back when the API refuses the change', async () => {
    stubFetch({
      'GET /api/guest/show-all-emoji': page([emoji(1, '웃음', true)]),
      'POST /api/lives/change-favorite-emoticon': jsonResponse(404, { msg: '이모티콘을 찾을 수 없습니다.' }),
    });
    const { result } = renderBoth();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(async () => {
      await result.current.favorite.mutateAsync({ emoticonId: 1, isFavorite: false }).catch(() => undefined);
    });
    expect(result.current.favorite.error).toMatchObject({ status: 404 });
    expect(favourites(result.current.list.data?.list)).toEqual([1]);
    expect(calls.filter((c) => c.url.includes('show-all-emoji'))).toHaveLength(1);
  });

  it('keeps one list per member: a sign-in does not show the guest list', async () => {
    resetSessionStore(null);
    stubFetch({ 'GET /api/guest/show-all-emoji': page([emoji(1, '웃음')]) });
    const { result } = renderBoth();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    stubFetch({ 'GET /api/guest/show-all-emoji': page([emoji(1, '웃음', true)]) });
    act(() => resetSessionStore(member as never));
    await waitFor(() => expect(favourites(result.current.list.data?.list)).toEqual([1]));
  });
});
