import { render, screen } from '@testing-library/react';
import { QueryState, type QueryLike } from './query-state';

const pending: QueryLike<string[]> = { isPending: true, isError: false, data: undefined };
const failed: QueryLike<string[]> = { isPending: false, isError: true, data: undefined };
const loaded = (data: string[]): QueryLike<string[]> => ({ isPending: false, isError: false, data });

function List({ query }: { query: QueryLike<string[]> }) {
  return (
    <QueryState query={query} loadingLabel="불러오는 중" error="목록을 불러오지 못했습니다." empty="항목이 없습니다." isEmpty={(d) => d.length === 0}>
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the labelled spinner while loading', () => {
    render(<List query={pending} />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
  });

  it('shows the error text as an alert, also for a finished query without data', () => {
    const { rerender } = render(<List query={failed} />);
    expect(screen.getByRole('alert').textContent).toBe('목록을 불러오지 못했습니다.');
    rerender(<List query={{ isPending: false, isError: false, data: undefined }} />);
    expect(screen.getByRole('alert').textContent).toBe('목록을 불러오지 못했습니다.');
  });

  it('shows the empty text, else the children with the data', () => {
    const { rerender } = render(<List query={loaded([])} />);
    expect(screen.getByText('항목이 없습니다.')).toBeTruthy();
    rerender(<List query={loaded(['공지 1'])} />);
    expect(screen.getByRole('listitem').textContent).toBe('공지 1');
  });

  it('shows nothing for null loading and error', () => {
    const { container, rerender } = render(
      <QueryState query={pending} loading={null} error={null}>
        {() => 'x'}
      </QueryState>,
    );
    expect(container.innerHTML).toBe('');
    rerender(
      <QueryState query={failed} loading={null} error={null}>
        {() => 'x'}
      </QueryState>,
    );
    expect(container.innerHTML).toBe('');
  });
});
