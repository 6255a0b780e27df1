import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toast, ToastViewport } from './toast';
import { MAX_TOASTS, toast, useToastStore } from './toast-store';

describe('toast() and ToastViewport', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => toast.clear());
  });
  afterEach(() => jest.useRealTimers());

  const region = () => screen.getByRole('status', { name: '알림' });

  it('is a polite live region', () => {
    render(<ToastViewport />);
    expect(region().getAttribute('aria-live')).toBe('polite');
  });

  it('shows a queued message in the viewport', () => {
    render(<ToastViewport />);
    act(() => {
      toast('저장되었습니다.', { kind: 'success' });
    });
    expect(within(region()).getByText('저장되었습니다.')).toBeTruthy();
    expect(within(region()).getByText('저장되었습니다.').parentElement!.getAttribute('data-kind')).toBe('success');
  });

  it('hides a toast after its duration (3000 ms by default)', () => {
    render(<ToastViewport />);
    act(() => {
      toast('기본');
      toast('짧게', { durationMs: 1000 });
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('짧게')).toBeNull();
    expect(screen.getByText('기본')).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByText('기본')).toBeNull();
  });

  it('keeps a toast with durationMs 0 until it is dismissed', () => {
    render(<ToastViewport />);
    let id = 0;
    act(() => {
      id = toast('고정', { durationMs: 0, kind: 'error' });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('고정')).toBeTruthy();
    act(() => toast.dismiss(id));
    expect(screen.queryByText('고정')).toBeNull();
  });

  it('closes a toast with its 닫기 button', () => {
    render(<ToastViewport />);
    act(() => {
      toast('닫을 알림');
    });
    fireEvent.click(within(region()).getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('닫을 알림')).toBeNull();
  });

  it(`keeps at most ${MAX_TOASTS} toasts, dropping the oldest`, () => {
    render(<ToastViewport />);
    act(() => {
      for (let i = 1; i <= MAX_TOASTS + 2; i++) toast(`알림 ${i}`, { durationMs: 0 });
    });
    expect(screen.queryByText('알림 1')).toBeNull();
    expect(screen.queryByText('알림 2')).toBeNull();
    expect(useToastStore.getState().toasts).toHaveLength(MAX_TOASTS);
  });

  it('keeps its queue in the store so that every caller sees the same toasts', () => {
    act(() => {
      toast('A');
    });
    expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['A']);
    render(<ToastViewport />);
    expect(screen.getByText('A')).toBeTruthy();
  });
});

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('calls onDismiss after durationMs', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    render(<Toast message="안내" durationMs={500} onDismiss={onDismiss} />);
    act(() => jest.advanceTimersByTime(499));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
