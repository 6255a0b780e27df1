import type Hls from 'hls.js';
import type Mpegts from 'mpegts.js';
import { createEngine, levelOptions, MEDIA_RECOVERIES, NETWORK_RETRIES, watchStall, type Loaders } from './player-engine';
import { FakeHls, twoLevels } from './fake-hls';

const fakeMpegts = () => {
  const player = { on: jest.fn(), attachMediaElement: jest.fn(), load: jest.fn(), pause: jest.fn(), unload: jest.fn(), detachMediaElement: jest.fn(), destroy: jest.fn() };
  const lib = { isSupported: () => true, createPlayer: jest.fn(() => player), Events: { ERROR: 'error' } };
  return { lib, player };
};

function setup() {
  FakeHls.reset();
  const flv = fakeMpegts();
  const loaders: Loaders = { hls: async () => FakeHls as unknown as typeof Hls, mpegts: async () => flv.lib as unknown as typeof Mpegts };
  const video = document.createElement('video');
  return { loaders, video, flv };
}

const sources = { hls: 'http://media/hls/7/master.m3u8', flv: 'http://media/flv/7.flv' };

describe('player engine', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the master playlist levels best first, labelled by height', () => {
    expect(levelOptions([twoLevels[1], twoLevels[0]])).toEqual([
      { value: 'level:1', label: '720p' },
      { value: 'level:0', label: '480p' },
    ]);
  });

  it('tells levels of the same height apart by bitrate', () => {
    const labels = levelOptions([
      { height: 720, width: 1280, bitrate: 2_500_000, name: 'a' },
      { height: 720, width: 1280, bitrate: 1_200_000, name: 'b' },
    ]).map((o) => o.label);
    expect(labels).toEqual(['720p (2500 kbps)', '720p (1200 kbps)']);
  });

  it('loads the master playlist with hls.js and reports its levels', async () => {
    const { loaders, video } = setup();
    const onLevels = jest.fn();
    await createEngine(video, sources, { live: true, loaders }, { onLevels });
    const hls = FakeHls.instances[0];
    expect(hls.source).toBe(sources.hls);
    expect(hls.media).toBe(video);
    hls.emit(FakeHls.Events.MANIFEST_PARSED, { levels: twoLevels });
    expect(onLevels).toHaveBeenCalledWith([
      { value: 'level:0', label: '720p' },
      { value: 'level:1', label: '480p' },
    ]);
  });

  it('switches level, back to auto, and replaces hls.js by mpegts.js for 저지연', async () => {
    const { loaders, video, flv } = setup();
    const engine = await createEngine(video, sources, { live: true, loaders });
    const hls = FakeHls.instances[0];
    await engine.setQuality('level:1');
    expect(hls.currentLevel).toBe(1);
    await engine.setQuality('auto');
    expect(hls.currentLevel).toBe(-1);
    await engine.setQuality('flv');
    expect(hls.destroy).toHaveBeenCalled();
    expect(flv.lib.createPlayer).toHaveBeenCalledWith(expect.objectContaining({ type: 'flv', isLive: true, url: sources.flv }), expect.anything());
    expect(engine.backend).toBe('flv');
    await engine.setQuality('level:0');
    expect(flv.player.destroy).toHaveBeenCalled();
    expect(FakeHls.instances).toHaveLength(2);
  });

  it('reloads after fatal network errors, recovers media errors, then gives up', async () => {
    jest.useFakeTimers();
    const { loaders, video } = setup();
    const onGiveUp = jest.fn();
    await createEngine(video, sources, { live: true, loaders }, { onGiveUp });
    const hls = FakeHls.instances[0];
    const networkError = { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, details: 'levelLoadError' };
    for (let i = 1; i <= NETWORK_RETRIES; i++) {
      hls.emit(FakeHls.Events.ERROR, networkError);
      jest.advanceTimersByTime(1000 * i);
      expect(hls.startLoad).toHaveBeenCalledTimes(i);
    }
    for (let i = 1; i <= MEDIA_RECOVERIES; i++) hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.MEDIA_ERROR, details: 'bufferStalledError' });
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(MEDIA_RECOVERIES);
    expect(onGiveUp).not.toHaveBeenCalled();
    hls.emit(FakeHls.Events.ERROR, networkError);
    expect(onGiveUp).toHaveBeenCalledWith('networkError:levelLoadError');
  });

  it('starts counting again once a fragment is buffered', async () => {
    jest.useFakeTimers();
    const { loaders, video } = setup();
    const onGiveUp = jest.fn();
    await createEngine(video, sources, { live: true, loaders }, { onGiveUp });
    const hls = FakeHls.instances[0];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < NETWORK_RETRIES; i++) hls.emit(FakeHls.Events.ERROR, { fatal: true, type: FakeHls.ErrorTypes.NETWORK_ERROR, details: 'fragLoadError' });
      hls.emit(FakeHls.Events.FRAG_BUFFERED, {});
    }
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('ignores non-fatal errors', async () => {
    const { loaders, video } = setup();
    const onGiveUp = jest.fn();
    await createEngine(video, sources, { live: true, loaders }, { onGiveUp });
    FakeHls.instances[0].emit(FakeHls.Events.ERROR, { fatal: false, type: FakeHls.ErrorTypes.NETWORK_ERROR, details: 'fragLoadError' });
    expect(FakeHls.instances[0].startLoad).not.toHaveBeenCalled();
    expect(onGiveUp).not.toHaveBeenCalled();
  });

  it('falls back to native HLS where hls.js is not supported', async () => {
    const { loaders, video } = setup();
    FakeHls.supported = false;
    jest.spyOn(video, 'canPlayType').mockReturnValue('maybe');
    const engine = await createEngine(video, sources, { live: true, loaders });
    expect(engine.backend).toBe('native');
    expect(video.getAttribute('src')).toBe(sources.hls);
  });

  it('refuses a browser that plays neither', async () => {
    const { loaders, video } = setup();
    FakeHls.supported = false;
    jest.spyOn(video, 'canPlayType').mockReturnValue('');
    await expect(createEngine(video, sources, { live: true, loaders })).rejects.toThrow('not supported');
  });

  it('reports the hls.js sync position as the live edge', async () => {
    const { loaders, video } = setup();
    const engine = await createEngine(video, sources, { live: true, loaders });
    FakeHls.instances[0].liveSyncPosition = 42;
    expect(engine.liveEdge()).toBe(42);
  });

  it('gives up when a playing video stops advancing', () => {
    jest.useFakeTimers();
    const video = document.createElement('video');
    Object.defineProperty(video, 'paused', { value: false });
    const onStall = jest.fn();
    const stop = watchStall(video, 4000, onStall);
    jest.advanceTimersByTime(5000);
    expect(onStall).toHaveBeenCalledTimes(1);
    stop();
  });
});
