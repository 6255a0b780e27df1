import type { ReactNode } from 'react';
import { Page, type PageWidth } from '@luvcast/ui';

/**
 * The account pages' frame (sign-in, sign-up, find, withdrawal ...): the framed, narrow `Page` of
 * @luvcast/ui (a card with a centred PageTitle).
 */
export function AccountPage({ width = 'narrow', children }: { width?: PageWidth | number; children: ReactNode }) {
  return (
    <Page as="section" width={width} framed>
      {children}
    </Page>
  );
}
