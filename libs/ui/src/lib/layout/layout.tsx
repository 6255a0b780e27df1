import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import styles from './layout.module.css';

/** Page widths of the remotes' screens, in px. */
export const PAGE_WIDTH_PX = { narrow: 420, medium: 560, wide: 760 } as const;
export type PageWidth = keyof typeof PAGE_WIDTH_PX;

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface PageProps extends HTMLAttributes<HTMLElement> {
  /** the element (default `div`; account pages use `section`) */
  as?: ElementType;
  /** a named width or a max width in px (default medium, 560 px); inline so tests can read it */
  width?: PageWidth | number;
  /** the page is itself a card (the account pages): surface, padding, shadow, centred title */
  framed?: boolean;
  children?: ReactNode;
}

/** A screen's column: centred, up to `width`, its blocks 16 px apart. */
export function Page({ as: Tag = 'div', width = 'medium', framed = false, className, style, children, ...rest }: PageProps) {
  const maxWidth = typeof width === 'number' ? width : PAGE_WIDTH_PX[width];
  const merged: CSSProperties = { maxWidth, ...style };
  return (
    <Tag className={join(styles.page, framed && styles.framed, className)} style={merged} {...rest}>
      {children}
    </Tag>
  );
}

/** The screen's heading (h1, 22 px; centred on a framed page). */
export function PageTitle({ className, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 className={join(styles.title, className)} {...rest}>
      {children}
    </h1>
  );
}

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** the element (default `div`): `section`, `article`, `dl` ... */
  as?: ElementType;
  /** surface (default) or the brand gradient (balances, highlights) */
  tone?: 'surface' | 'brand';
  children?: ReactNode;
}

/** A block on the page: surface colour, 12 px corners, 20 px / 24 px padding, a soft shadow. */
export function Card({ as: Tag = 'div', tone = 'surface', className, children, ...rest }: CardProps) {
  return (
    <Tag className={join(styles.card, tone === 'brand' && styles.brand, className)} {...rest}>
      {children}
    </Tag>
  );
}
