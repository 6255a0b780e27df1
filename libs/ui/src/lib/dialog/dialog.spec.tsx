import { fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shows the page-wide alert titled 안내 with a 확인 button', () => {
    const onConfirm = jest.fn();
    render(<Dialog open title="안내" message="잠시 후 다시 시도해주세요." onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: '안내' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.style.width).toBe('276px');
    expect(screen.getByText('잠시 후 다시 시도해주세요.').id).toBe(dialog.getAttribute('aria-describedby'));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['확인']);
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('focuses the confirm button when it opens', () => {
    render(<Dialog open title="안내" message="메시지" onConfirm={() => undefined} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('offers cancel and confirm in a confirm dialog', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <Dialog
        open
        title="회원 전용"
        message="로그인 후 이용가능합니다"
        confirmLabel="로그인"
        cancelLabel="회원가입"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape when it has a cancel action', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<Dialog open title="안내" message="m" cancelLabel="취소" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acknowledges an alert on Escape', () => {
    const onConfirm = jest.fn();
    render(<Dialog open title="안내" message="m" onConfirm={onConfirm} />);
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(<Dialog open={false} title="안내" message="m" onConfirm={() => undefined} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
