import type Hls from 'hls.js';
import type Mpegts from 'mpegts.js';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@luvcast/web-testing';
import { Player } from './player';
import { FakeHls, twoLevels } from './fake-hls';
import type { Loaders } from './player-engine';

const flvPlayer = { on: jest.fn(), attachMediaElement: jest.fn(), load: jest.fn(), pause: jest.fn(), unload: jest.fn(), detachMediaElement: jest.fn(), destroy: jest.fn() };
const loaders: Loaders = {
  hls: async () => FakeHls as unknown as typeof Hls,
  mpegts: async () => ({ isSupported: () => true, createPlayer: jest.fn(() => flvPlayer), Events: { ERROR: 'error' } }) as unknown as typeof Mpegts,
};
const sources = { hls: 'http://media/hls/7/master.m3u8', flv: 'http://media/flv/7.flv' };

beforeEach(() => {
  FakeHls.reset();
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

async function renderPlayer() {
  renderWithProviders(<Player sources={sources} live title="첫 방송" loaders={loaders} />);
  await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
  const hls = FakeHls.instances[0];
  act(() => hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels: twoLevels }));
  return hls;
}

describe('<Player>', () => {
  it('labels the video after what plays, so its currentTime can be read', async () => {
    await renderPlayer();
    expect(screen.getByLabelText('첫 방송 영상').tagName).toBe('VIDEO');
  });

  it('lists 자동, the playlist levels and 저지연 in the quality menu', async () => {
    await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: '화질: 자동' }));
    const menu = screen.getByRole('menu', { name: '화질' });
    expect(within(menu).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['자동', '720p', '480p', '저지연']);
    expect(within(menu).getByRole('menuitemradio', { name: '자동' }).getAttribute('aria-checked')).toBe('true');
  });

  it('plays the chosen level and shows it on the button', async () => {
    const hls = await renderPlayer();
    fireEvent.click(screen.getByRole('button', { name: '화질: 자동' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '480p' }));
    expect(hls.currentLevel).toBe(1);
    expect(screen.getByRole('button', { name: '화질: 480p' })).toBeTruthy();
  });

  it('shows the level auto plays beside 자동', async () => {
    const hls = await renderPlayer();
    act(() => hls.emit(FakeHls.Events.LEVEL_SWITCHED, { level: 0 }));
    expect(screen.getByRole('button', { name: '화질: 자동 (720p)' })).toBeTruthy();
  });

  it('offers 라이브로 이동 when behind the live edge and seeks to it', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const hls = await renderPlayer();
      const video = screen.getByLabelText('첫 방송 영상') as HTMLVideoElement;
      Object.defineProperty(video, 'paused', { configurable: true, value: false });
      expect(screen.getByText('LIVE')).toBeTruthy();
      hls.liveSyncPosition = 60;
      video.currentTime = 10;
      act(() => jest.advanceTimersByTime(1100));
      fireEvent.click(screen.getByRole('button', { name: '라이브로 이동' }));
      expect(video.currentTime).toBe(60);
      expect(screen.getByText('LIVE')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('mutes and sets the volume', async () => {
    await renderPlayer();
    const video = screen.getByLabelText('첫 방송 영상') as HTMLVideoElement;
    fireEvent.click(screen.getByRole('button', { name: '음소거' }));
    expect(video.muted).toBe(true);
    expect(screen.getByRole('button', { name: '음소거 해제' })).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: '음량' }), { target: { value: '0.3' } });
    expect(video.volume).toBeCloseTo(0.3);
    expect(video.muted).toBe(false);
  });

  it('says 다시 연결하는 중… and tells the page when recovery fails', async () => {
    const onGiveUp = jest.fn();
    renderWithProviders(<Player sources={sources} live title="첫 방송" loaders={loaders} onGiveUp={onGiveUp} />);
    await waitFor(() => expect(FakeHls.instances).toHaveLength(1));
    act(() => FakeHls.instances[0].emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.OTHER_ERROR, details: 'internalException' }));
    expect(onGiveUp).toHaveBeenCalledWith('otherError:internalException');
    expect(screen.getByRole('status').textContent).toBe('다시 연결하는 중…');
    await waitFor(() => expect(FakeHls.instances).toHaveLength(2), { timeout: 4000 });
  });
});
