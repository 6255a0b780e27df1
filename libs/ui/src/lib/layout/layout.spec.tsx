import { render, screen } from '@testing-library/react';
import { Card, Page, PAGE_WIDTH_PX, PageTitle } from './layout';

describe('page layout', () => {
  it('renders the page column at its width, with the title as the h1', () => {
    render(
      <Page as="section" width="wide" aria-label="공지사항">
        <PageTitle>공지사항</PageTitle>
      </Page>,
    );
    const page = screen.getByRole('region', { name: '공지사항' });
    expect(page.style.maxWidth).toBe(`${PAGE_WIDTH_PX.wide}px`);
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeTruthy();
  });

  it('takes a width in px and defaults to medium', () => {
    const { container, rerender } = render(<Page />);
    expect((container.firstChild as HTMLElement).style.maxWidth).toBe('560px');
    rerender(<Page width={360} />);
    expect((container.firstChild as HTMLElement).style.maxWidth).toBe('360px');
  });

  it('renders a card as the element asked for, passing attributes on', () => {
    render(
      <Card as="article" tone="brand" data-balance="10">
        잔액
      </Card>,
    );
    const card = screen.getByRole('article');
    expect(card.dataset.balance).toBe('10');
    expect(card.textContent).toBe('잔액');
  });
});
