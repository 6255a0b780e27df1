import { act, render, screen } from '@testing-library/react';
import { PROGRESS_DONE_MS, ProgressBar } from './progress-bar';

const bar = () => screen.getByRole('progressbar', { name: '페이지 불러오는 중' });
const value = () => Number(bar().getAttribute('aria-valuenow'));

describe('ProgressBar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders nothing while inactive', () => {
    render(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('is 2 px high and fixed to the top while active', () => {
    render(<ProgressBar active />);
    expect(bar().style.height).toBe('2px');
    expect(bar().getAttribute('aria-busy')).toBe('true');
  });

  it('creeps forward while active but never completes on its own', () => {
    render(<ProgressBar active />);
    const start = value();
    act(() => jest.advanceTimersByTime(1000));
    expect(value()).toBeGreaterThan(start);
    act(() => jest.advanceTimersByTime(60_000));
    expect(value()).toBeLessThanOrEqual(90);
    expect(bar().getAttribute('aria-busy')).toBe('true');
  });

  it('completes and hides when it becomes inactive', () => {
    const { rerender } = render(<ProgressBar active />);
    act(() => jest.advanceTimersByTime(600));
    rerender(<ProgressBar active={false} />);
    expect(value()).toBe(100);
    expect(bar().getAttribute('aria-busy')).toBe('false');
    act(() => jest.advanceTimersByTime(PROGRESS_DONE_MS));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('starts again from the beginning on the next route change', () => {
    const { rerender } = render(<ProgressBar active />);
    act(() => jest.advanceTimersByTime(2000));
    rerender(<ProgressBar active={false} />);
    act(() => jest.advanceTimersByTime(PROGRESS_DONE_MS));
    rerender(<ProgressBar active />);
    expect(value()).toBe(10);
  });
});
