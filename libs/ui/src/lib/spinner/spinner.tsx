import styles from './spinner.module.css';
import { visuallyHidden } from '../visually-hidden/visually-hidden';

export interface SpinnerProps {
  /** diameter in px (default 16) */
  size?: number;
  /**
   * Text read by screen readers. With a label the spinner is a `role="status"` region;
   * without one it is decorative (`aria-hidden`), e.g. inside a busy button.
   */
  label?: string;
  className?: string;
}

export function Spinner({ size = 16, label, className }: SpinnerProps) {
  const circle = (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
  if (!label) return circle;
  return (
    <span role="status">
      {circle}
      <span style={visuallyHidden}>{label}</span>
    </span>
  );
}
