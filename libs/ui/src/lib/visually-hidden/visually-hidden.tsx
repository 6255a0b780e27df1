import type { CSSProperties, ReactNode } from 'react';

/** Inline style that hides content visually but keeps it for screen readers. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={visuallyHidden}>{children}</span>;
}
