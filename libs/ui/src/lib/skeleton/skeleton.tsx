import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** the box's width/height ratio, e.g. `'16 / 9'` (thumbnails, the player) or `'4 / 1'` (banners) */
  aspectRatio?: string;
  /** a fixed height in px (text lines, avatars); with `aspectRatio` it is the minimum height */
  height?: number;
  /** width in px or a CSS length (default: the container's width) */
  width?: number | string;
  /** corner radius in px (default 10) */
  radius?: number;
  className?: string;
}

/**
 * The box of content that is still loading, at the size the content will have, so nothing below
 * it moves when the content arrives (no layout shift). Decorative: hidden from screen readers (the
 * loading state is announced elsewhere, e.g. by a labelled Spinner or the progress bar).
 */
export function Skeleton({ aspectRatio, height, width, radius = 10, className }: SkeletonProps) {
  const style: CSSProperties = {
    aspectRatio,
    ...(aspectRatio ? { minHeight: height } : { height }),
    width,
    borderRadius: radius,
  };
  return <span className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} aria-hidden="true" data-skeleton />;
}
