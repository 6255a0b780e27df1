import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onClose = jest.fn();
  const utils = render(
    <Modal open onClose={onClose} title="로그인" {...props}>
      <input aria-label="아이디" />
      <button type="button">로그인하기</button>
    </Modal>,
  );
  return { onClose, ...utils };
}

const clickBackdrop = () => {
  const backdrop = screen.getByTestId('modal-backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
};

describe('Modal', () => {
  it('is a modal dialog named by its title', () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: '로그인' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('is 276 px wide', () => {
    renderModal();
    expect(screen.getByRole('dialog').style.width).toBe('276px');
  });

  it('renders in a portal on document.body', () => {
    const { container } = renderModal();
    const dialog = screen.getByRole('dialog');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement!.parentElement).toBe(document.body);
  });

  it('renders nothing when closed', () => {
    renderModal({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', () => {
    const { onClose } = renderModal();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside', () => {
    const { onClose } = renderModal();
    fireEvent.mouseDown(screen.getByLabelText('아이디'));
    fireEvent.click(screen.getByLabelText('아이디'));
    expect(onClose).not.toHaveBeenCalled();
    clickBackdrop();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on a backdrop click when closeOnBackdrop is false', () => {
    const { onClose } = renderModal({ closeOnBackdrop: false });
    clickBackdrop();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with its 닫기 button', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus into the dialog when it opens and back when it closes', () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            열기
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="로그인" hideCloseButton>
            <input aria-label="아이디" />
          </Modal>
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the element marked data-autofocus first', () => {
    render(
      <Modal open onClose={() => undefined} title="안내">
        <button type="button">취소</button>
        <button type="button" data-autofocus>
          확인
        </button>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '확인' }));
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    const close = screen.getByRole('button', { name: '닫기' });
    const last = screen.getByRole('button', { name: '로그인하기' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes only the top-most of two stacked modals on Escape', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(
      <Modal open onClose={outer} title="로그인">
        <Modal open onClose={inner} title="안내">
          <button type="button">확인</button>
        </Modal>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: '확인' }), { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
