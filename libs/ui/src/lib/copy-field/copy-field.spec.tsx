import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyField } from './copy-field';

const texts = { copyLabel: '복사', copiedLabel: '복사됨', revealLabel: '보기', hideLabel: '숨기기' };

describe('CopyField', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a plain value, labelled', () => {
    render(<CopyField label="서버 주소" value="rtmp://luv.localhost:1935/live" {...texts} />);
    expect((screen.getByLabelText('서버 주소') as HTMLInputElement).value).toBe('rtmp://luv.localhost:1935/live');
    expect(screen.queryByRole('button', { name: '보기' })).toBeNull();
  });

  it('keeps a secret out of the page until it is revealed', () => {
    const { container } = render(<CopyField label="스트림 키" value="sk_live_abc" secret {...texts} />);
    const input = screen.getByLabelText('스트림 키') as HTMLInputElement;
    expect(input.value).toBe('••••••••••');
    expect(container.innerHTML).not.toContain('sk_live_abc');
    fireEvent.click(screen.getByRole('button', { name: '보기' }));
    expect(input.value).toBe('sk_live_abc');
    fireEvent.click(screen.getByRole('button', { name: '숨기기' }));
    expect(input.value).toBe('••••••••••');
  });

  it('copies the value, even while hidden, and says so for a moment', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const onCopy = jest.fn();
    render(<CopyField label="스트림 키" value="sk_live_abc" secret onCopy={onCopy} {...texts} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '복사' })));
    expect(writeText).toHaveBeenCalledWith('sk_live_abc');
    expect(onCopy).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: '복사됨' })).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: '복사' })).toBeTruthy();
    jest.useRealTimers();
  });
});
