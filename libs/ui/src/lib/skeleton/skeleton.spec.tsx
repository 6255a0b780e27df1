import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('reserves the box of the coming content at its aspect ratio, hidden from screen readers', () => {
    const { container } = render(<Skeleton aspectRatio="4 / 1" height={110} />);
    const box = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.style.aspectRatio).toBe('4 / 1');
    expect(box.style.minHeight).toBe('110px');
  });

  it('takes a fixed height and width without a ratio', () => {
    const { container } = render(<Skeleton height={56} width={56} radius={28} />);
    const box = container.querySelector('[data-skeleton]') as HTMLElement;
    expect(box.style.height).toBe('56px');
    expect(box.style.width).toBe('56px');
    expect(box.style.borderRadius).toBe('28px');
  });
});
