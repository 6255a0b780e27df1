import { useCallback, useEffect, useRef, useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { LIMITS } from '@luvcast/contracts';
import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  /** shows a spinner, sets aria-busy and blocks clicks */
  loading?: boolean;
  /** after a click the button disables itself for `delayMs` (spec: 500 ms) */
  delay?: boolean;
  /** re-enable delay in ms; setting it turns `delay` on. Default 500 (LIMITS.buttonReenableMs). */
  delayMs?: number;
}

export function Button({
  variant = 'primary',
  loading = false,
  delay = false,
  delayMs,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const delayed = delay || delayMs !== undefined;
  const waitMs = delayMs ?? LIMITS.buttonReenableMs;
  // The ref blocks repeat clicks at once; the state renders the disabled attribute. The state is
  // set on the next task so that disabling never cancels the current click's form submission.
  const coolingRef = useRef(false);
  const [cooling, setCooling] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const handleClick = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (loading || coolingRef.current) {
        event.preventDefault();
        return;
      }
      if (delayed) {
        coolingRef.current = true;
        timers.current.push(
          setTimeout(() => setCooling(true), 0),
          setTimeout(() => {
            coolingRef.current = false;
            setCooling(false);
            timers.current = [];
          }, waitMs),
        );
      }
      onClick?.(event);
    },
    [loading, delayed, waitMs, onClick],
  );

  const classes = [styles.button, styles[variant], loading && styles.busy, className].filter(Boolean).join(' ');

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading || cooling}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      <span className={styles.label}>{children}</span>
      {loading && (
        <span className={styles.spinner}>
          <Spinner size={16} />
        </span>
      )}
    </button>
  );
}
