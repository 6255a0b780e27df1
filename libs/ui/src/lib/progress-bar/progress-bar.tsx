import { useEffect, useState } from 'react';
import styles from './progress-bar.module.css';

/** Spec §2/§9: the route-change progress bar is 2 px high. */
export const PROGRESS_BAR_HEIGHT_PX = 2;
/** how often the bar creeps forward while active */
export const PROGRESS_TICK_MS = 200;
/** how long the full bar stays before it hides */
export const PROGRESS_DONE_MS = 300;

export interface ProgressBarProps {
  /** true while a route change (or other page load) is running */
  active: boolean;
  /** accessible name */
  label?: string;
}

/**
 * The top progress bar: fixed at the top, 2 px high. While active it creeps towards 90 %; when
 * active turns false it fills to 100 % and hides after PROGRESS_DONE_MS.
 */
export function ProgressBar({ active, label = '페이지 불러오는 중' }: ProgressBarProps) {
  const [progress, setProgress] = useState(active ? 10 : 0);
  const [visible, setVisible] = useState(active);

  useEffect(() => {
    if (active) {
      setVisible(true);
      setProgress((p) => (p >= 100 || p === 0 ? 10 : p));
      const tick = setInterval(() => setProgress((p) => Math.min(90, p + (90 - p) * 0.15)), PROGRESS_TICK_MS);
      return () => clearInterval(tick);
    }
    setProgress((p) => (p > 0 ? 100 : 0));
    const hide = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, PROGRESS_DONE_MS);
    return () => clearTimeout(hide);
  }, [active]);

  if (!visible) return null;
  const value = Math.round(progress);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy={active}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={[styles.track, !active && styles.done].filter(Boolean).join(' ')}
      style={{ height: PROGRESS_BAR_HEIGHT_PX }}
    >
      <div className={styles.bar} style={{ transform: `scaleX(${progress / 100})` }} />
    </div>
  );
}
