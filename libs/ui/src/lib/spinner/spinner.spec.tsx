import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decorative without a label', () => {
    render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('spinner').getAttribute('aria-hidden')).toBe('true');
  });

  it('announces its label as a status', () => {
    render(<Spinner label="불러오는 중" />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it('takes its size in px', () => {
    render(<Spinner size={24} />);
    const el = screen.getByTestId('spinner');
    expect(el.style.width).toBe('24px');
    expect(el.style.height).toBe('24px');
  });
});
