import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

/** Spec §2/§9: the modal is 276 px wide. */
export const MODAL_WIDTH_PX = 276;

export interface ModalProps {
  open: boolean;
  /** called on Escape, backdrop click and the close button */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for messages that need an answer (Dialog uses it) */
  role?: 'dialog' | 'alertdialog';
  /** id of the element that describes the dialog */
  'aria-describedby'?: string;
  /** hide the × button (Dialog has its own buttons) */
  hideCloseButton?: boolean;
  /** accessible name of the × button */
  closeLabel?: string;
  /** backdrop click closes (default true) */
  closeOnBackdrop?: boolean;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog rendered in a portal on document.body. Focus moves into it on open (to the
 * element marked `data-autofocus`, else the first focusable element, else the dialog), Tab stays
 * inside, and focus returns to where it was on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  role = 'dialog',
  'aria-describedby': describedBy,
  hideCloseButton = false,
  closeLabel = '닫기',
  closeOnBackdrop = true,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // a press that starts inside the dialog and ends on the backdrop (text selection) is no close
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
      target.focus();
    }
    return () => {
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // only the top-most modal closes: portals bubble through the React tree to outer modals
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab') trapTab(event, dialogRef.current);
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    event.stopPropagation();
    const fromBackdrop = pressedBackdrop.current;
    pressedBackdrop.current = false;
    if (closeOnBackdrop && fromBackdrop && event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdropClick}
      data-testid="modal-backdrop"
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, className].filter(Boolean).join(' ')}
        style={{ width: MODAL_WIDTH_PX }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideCloseButton && (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLDivElement | null) {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
