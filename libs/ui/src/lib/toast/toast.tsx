import { useCallback, useEffect, type ReactNode } from 'react';
import { useToastStore, type ToastKind } from './toast-store';
import styles from './toast.module.css';

export interface ToastProps {
  message: ReactNode;
  kind?: ToastKind;
  /** calls onDismiss after this many ms; 0 or absent keeps it */
  durationMs?: number;
  onDismiss?: () => void;
  /** accessible name of the × button */
  closeLabel?: string;
}

/** One toast. Usually rendered by ToastViewport from the toast() queue. */
export function Toast({ message, kind = 'info', durationMs, onDismiss, closeLabel = '닫기' }: ToastProps) {
  useEffect(() => {
    if (!durationMs || !onDismiss) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onDismiss]);

  return (
    <div className={[styles.toast, styles[kind]].join(' ')} data-kind={kind}>
      <div className={styles.message}>{message}</div>
      {onDismiss && (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export interface ToastViewportProps {
  /** accessible name of the region */
  label?: string;
  /** accessible name of each toast's × button (pass the translated text) */
  closeLabel?: string;
}

/** Top-right stack of the queued toasts (fixed; role=status, aria-live=polite). Place once, in the shell. */
export function ToastViewport({ label = '알림', closeLabel }: ToastViewportProps) {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div role="status" aria-live="polite" aria-label={label} className={styles.viewport}>
      {toasts.map((t) => (
        <ToastEntry key={t.id} id={t.id} message={t.message} kind={t.kind} durationMs={t.durationMs} dismiss={dismiss} closeLabel={closeLabel} />
      ))}
    </div>
  );
}

function ToastEntry({ id, dismiss, ...props }: { id: number; dismiss: (id: number) => void } & Omit<ToastProps, 'onDismiss'>) {
  // stable per id, so the auto-dismiss timer does not restart when other toasts come and go
  const onDismiss = useCallback(() => dismiss(id), [dismiss, id]);
  return <Toast {...props} onDismiss={onDismiss} />;
}
