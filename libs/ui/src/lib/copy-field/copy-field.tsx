import { useEffect, useId, useRef, useState } from 'react';
import styles from './copy-field.module.css';

export interface CopyFieldProps {
  /** visible label of the value */
  label: string;
  value: string;
  /** a secret (stream key, token): masked, and absent from the page, until revealed */
  secret?: boolean;
  /** controlled reveal state of a secret; uncontrolled without it */
  revealed?: boolean;
  onRevealedChange?: (revealed: boolean) => void;
  /** button texts (the ui lib holds no texts of its own) */
  copyLabel: string;
  copiedLabel: string;
  /** for a secret: the reveal / hide button texts */
  revealLabel?: string;
  hideLabel?: string;
  /** what a hidden secret shows (default ten dots) */
  mask?: string;
  /** after a copy attempt: true when the clipboard took it */
  onCopy?: (ok: boolean) => void;
}

/** How long the copy button says it copied. */
export const COPIED_FEEDBACK_MS = 2000;

/** Writes to the clipboard: the async API where the page may use it, else a selected textarea. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied: try the fallback
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand?.('copy') ?? false;
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A read-only value with a copy button (RTMP URL, stream key). A secret shows a mask and keeps the
 * value out of the page until its reveal button is pressed; copy works either way.
 */
export function CopyField({
  label,
  value,
  secret = false,
  revealed: revealedProp,
  onRevealedChange,
  copyLabel,
  copiedLabel,
  revealLabel,
  hideLabel,
  mask = '••••••••••',
  onCopy,
}: CopyFieldProps) {
  const id = useId();
  const [ownRevealed, setOwnRevealed] = useState(false);
  const revealed = !secret || (revealedProp ?? ownRevealed);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = () => {
    const next = !revealed;
    if (revealedProp === undefined) setOwnRevealed(next);
    onRevealedChange?.(next);
  };

  const copy = async () => {
    const ok = await copyText(value);
    onCopy?.(ok);
    if (!ok) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          readOnly
          value={revealed ? value : mask}
          data-secret={secret || undefined}
          data-revealed={secret ? revealed : undefined}
          onFocus={(event) => revealed && event.currentTarget.select()}
        />
        {secret ? (
          <button type="button" className={styles.button} aria-pressed={revealed} onClick={toggle}>
            {revealed ? hideLabel : revealLabel}
          </button>
        ) : null}
        <button type="button" className={styles.button} onClick={() => void copy()} aria-live="polite">
          {copied ? copiedLabel : copyLabel}
        </button>
      </div>
    </div>
  );
}
