import { useId, type ReactNode } from 'react';
import { Modal } from '../modal/modal';
import { Button } from '../button/button';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** e.g. 안내 for the page-wide alert */
  title: ReactNode;
  message: ReactNode;
  /** default 확인 */
  confirmLabel?: string;
  /** shown only when given: makes the dialog a confirm dialog */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Escape and backdrop call this; without it they call onConfirm (an alert only acknowledges) */
  onCancel?: () => void;
}

/** Alert / confirm dialog on top of Modal (role=alertdialog, 276 px). */
export function Dialog({ open, title, message, confirmLabel = '확인', cancelLabel, onConfirm, onCancel }: DialogProps) {
  const messageId = useId();
  return (
    <Modal open={open} onClose={onCancel ?? onConfirm} title={title} role="alertdialog" aria-describedby={messageId} hideCloseButton>
      <div id={messageId} className={styles.message}>
        {message}
      </div>
      <div className={styles.actions}>
        {cancelLabel !== undefined && (
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
