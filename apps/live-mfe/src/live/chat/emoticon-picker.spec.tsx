import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Emoji } from '@luvcast/contracts';
import { calls, jsonResponse, renderWithProviders, stubFetch } from '@luvcast/web-testing';
import { EmoticonPicker } from './emoticon-picker';

const emoji = (id: number, title: string, isFavorite = false): Emoji => ({ id, type: 'basic', title, imageUrl: `http://api/static/images/emoticons/${id}.svg`, isFavorite });
const page = (list: Emoji[]) => jsonResponse(200, { list, total: list.length, offset: 0, limit: 100 });
const member = { loginId: 'viewer1', nickname: '시청자', role: 'V' };

function openPicker(me: typeof member | null = member) {
  const onPick = jest.fn();
  renderWithProviders(<EmoticonPicker onPick={onPick} />, { me: me as never });
  fireEvent.click(screen.getByRole('button', { name: '이모티콘' }));
  return { picker: screen.getByRole('group', { name: '이모티콘' }), onPick };
}
const titles = (picker: HTMLElement) => within(picker).getAllByRole('img').map((i) => i.getAttribute('alt'));
const star = (picker: HTMLElement, title: string) => within(picker).getByRole('button', { name: `${title} 즐겨찾기` });
const posts = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/api/lives/change-favorite-emoticon'));

describe('emoticon picker favourites', () => {
  it("marks the member's favourites from the list's isFavorite and shows them first", async () => {
    stubFetch({ 'GET /api/guest/show-all-emoji': page([emoji(1, '웃음'), emoji(2, '하트', true), emoji(3, '눈물')]) });
    const { picker } = openPicker();
    await within(picker).findByRole('button', { name: '하트' });
    expect(titles(picker)).toEqual(['하트', '웃음', '눈물']);
    expect(star(picker, '하트').getAttribute('aria-pressed')).toBe('true');
    expect(star(picker, '웃음').getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles a favourite with the API and shows it at once', async () => {
    let saved = false;
    stubFetch({
      'GET /api/guest/show-all-emoji': () => page([emoji(1, '웃음'), emoji(2, '하트', saved)]),
      'POST /api/lives/change-favorite-emoticon': async () => {
        // the stub read the request's body; its copy is in calls
        const body = (await posts().at(-1)!.clone().json()) as { emoticonId: number; isFavorite: boolean };
        saved = body.isFavorite;
        return jsonResponse(200, body);
      },
    });
    const { picker } = openPicker();
    await within(picker).findByRole('button', { name: '하트' });
    await act(async () => {
      fireEvent.click(star(picker, '하트'));
    });
    expect(star(picker, '하트').getAttribute('aria-pressed')).toBe('true');
    expect(titles(picker)).toEqual(['하트', '웃음']);
    expect(await posts()[0].json()).toEqual({ emoticonId: 2, isFavorite: true });
    // the list is read again after the change (the API's order), and the star stays
    await waitFor(() => expect(calls.filter((c) => c.url.includes('show-all-emoji'))).toHaveLength(2));
    expect(star(picker, '하트').getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      fireEvent.click(star(picker, '하트'));
    });
    expect(await posts()[1].json()).toEqual({ emoticonId: 2, isFavorite: false });
    await waitFor(() => expect(star(picker, '하트').getAttribute('aria-pressed')).toBe('false'));
  });

  it('puts the star back and says so when the API refuses', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch({
      'GET /api/guest/show-all-emoji': page([emoji(1, '웃음', true), emoji(2, '하트')]),
      'POST /api/lives/change-favorite-emoticon': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { picker } = openPicker();
    await within(picker).findByRole('button', { name: '하트' });
    act(() => fireEvent.click(star(picker, '웃음')));
    await waitFor(() => expect(star(picker, '웃음').getAttribute('aria-pressed')).toBe('false'));
    await act(async () => answer(jsonResponse(404, { msg: '이모티콘을 찾을 수 없습니다.' })));
    await waitFor(() => expect(star(picker, '웃음').getAttribute('aria-pressed')).toBe('true'));
    expect(titles(picker)).toEqual(['웃음', '하트']);
    expect(within(picker).getByRole('alert').textContent).toBe('즐겨찾기를 바꾸지 못했습니다. 이모티콘을 찾을 수 없습니다.');
  });

  it('gives a guest the emoticons without stars', async () => {
    stubFetch({ 'GET /api/guest/show-all-emoji': page([emoji(1, '웃음'), emoji(2, '하트')]) });
    const { picker, onPick } = openPicker(null);
    fireEvent.click(await within(picker).findByRole('button', { name: '하트' }));
    expect(onPick).toHaveBeenCalledWith(':하트:');
    fireEvent.click(screen.getByRole('button', { name: '이모티콘' }));
    expect(within(screen.getByRole('group', { name: '이모티콘' })).queryByRole('button', { name: /즐겨찾기/ })).toBeNull();
  });
});
