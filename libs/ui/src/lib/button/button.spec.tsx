import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  afterEach(() => jest.useRealTimers());

  it('is a button named by its text that calls onClick', () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>로그인</Button>);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>확인</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('shows a spinner with aria-busy and blocks clicks while loading', () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        로그인
      </Button>,
    );
    const button = screen.getByRole('button', { name: '로그인' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no spinner and no aria-busy when idle', () => {
    render(<Button>로그인</Button>);
    expect(screen.getByRole('button').hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByTestId('spinner')).toBeNull();
  });

  it('ignores a second click within 500 ms and is enabled again after 500 ms', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(
      <Button delay onClick={onClick}>
        전송
      </Button>,
    );
    const button = screen.getByRole('button', { name: '전송' }) as HTMLButtonElement;

    fireEvent.click(button);
    fireEvent.click(button); // same tick: blocked before the re-render
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1));
    expect(button.disabled).toBe(true);
    act(() => jest.advanceTimersByTime(400));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(99));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('uses delayMs as the re-enable time', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(
      <Button delayMs={1000} onClick={onClick}>
        전송
      </Button>,
    );
    const button = screen.getByRole('button') as HTMLButtonElement;
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(999));
    expect(button.disabled).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(button.disabled).toBe(false);
  });

  it('does not disable itself without a delay', () => {
    jest.useFakeTimers();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>확인</Button>);
    const button = screen.getByRole('button') as HTMLButtonElement;
    fireEvent.click(button);
    act(() => jest.advanceTimersByTime(1));
    fireEvent.click(button);
    expect(button.disabled).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('still submits its form on the click that starts the delay', () => {
    jest.useFakeTimers();
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" delay>
          가입하기
        </Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
