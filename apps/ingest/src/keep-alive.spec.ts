import { startKeepAlive } from './keep-alive';

const flush = () => new Promise((r) => jest.requireActual<typeof import('timers')>('timers').setImmediate(r));

describe('the keep-alive of the lives an instance holds', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the held stream ids every 10 s, nothing while no live is held, and stops', async () => {
    const alive = jest.fn(async () => ({ ended: [] as number[] }));
    let held: number[] = [];
    const stop = startKeepAlive({ hooks: { alive }, streamIds: () => held, onEnded: jest.fn(), log: { warn: jest.fn() } });
    jest.advanceTimersByTime(10_000);
    expect(alive).not.toHaveBeenCalled();
    held = [12, 13];
    jest.advanceTimersByTime(9_999);
    expect(alive).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(alive).toHaveBeenCalledWith({ streamIds: [12, 13] });
    await flush();
    jest.advanceTimersByTime(10_000);
    expect(alive).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(alive).toHaveBeenCalledTimes(2);
  });

  it('drops the lives the API no longer has on air (only ones it holds) and survives an unreachable API', async () => {
    const onEnded = jest.fn();
    const warn = jest.fn();
    const alive = jest.fn().mockResolvedValueOnce({ ended: [13, 99] }).mockRejectedValueOnce(new Error('POST /internal/ingest/alive failed: ECONNREFUSED')).mockResolvedValue({ ended: [] });
    const stop = startKeepAlive({ hooks: { alive }, streamIds: () => [12, 13], onEnded, log: { warn }, intervalMs: 1000 });
    jest.advanceTimersByTime(1000);
    await flush();
    expect(onEnded.mock.calls).toEqual([[13]]);
    jest.advanceTimersByTime(1000);
    await flush();
    expect(warn).toHaveBeenCalledWith('ingest: keep-alive: POST /internal/ingest/alive failed: ECONNREFUSED');
    jest.advanceTimersByTime(1000);
    await flush();
    expect(alive).toHaveBeenCalledTimes(3);
    stop();
  });
});
