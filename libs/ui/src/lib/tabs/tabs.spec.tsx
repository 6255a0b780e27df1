import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'signIn', label: '로그인' },
  { id: 'signUp', label: '회원가입' },
  { id: 'foreigner', label: 'Foreigner' },
];

function Controlled({ initial = 'signIn', onChange }: { initial?: string; onChange?: (id: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      aria-label="로그인 또는 회원가입"
      items={items}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('marks the selected tab', () => {
    render(<Controlled initial="signUp" />);
    expect(screen.getByRole('tablist', { name: '로그인 또는 회원가입' })).toBeTruthy();
    expect(selected().map((t) => t.textContent)).toEqual(['회원가입']);
    expect(screen.getByRole('tab', { name: '로그인' }).getAttribute('aria-selected')).toBe('false');
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Controlled />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects a tab on click and reports its id', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '회원가입' }));
    expect(onChange).toHaveBeenCalledWith('signUp');
    expect(selected()[0].textContent).toBe('회원가입');
  });

  it('moves with the arrow keys, wrapping at the ends', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()[0].textContent).toBe('회원가입');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '회원가입' }));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()[0].textContent).toBe('Foreigner');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()[0].textContent).toBe('로그인');
  });

  it('jumps to the first and last tab with Home and End', () => {
    render(<Controlled />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()[0].textContent).toBe('Foreigner');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()[0].textContent).toBe('로그인');
  });

  it('does not report a change when the selected tab is clicked again', () => {
    const onChange = jest.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '로그인' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
