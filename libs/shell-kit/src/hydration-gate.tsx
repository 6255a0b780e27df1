import type { ReactNode } from 'react';
import { useHydrated } from './hydrated';
import styles from './hydration-gate.module.css';

/**
 * Server-rendered markup is on screen before its code has run: until this part is hydrated its
 * controls do nothing (a click is lost, a handler missing). `aria-disabled` says so to assistive
 * technology and to automation (Playwright waits for it to go before clicking or typing), and it
 * goes as soon as the part is live (docs/adr/0025-server-rendered-first-screen.md). A page the
 * browser renders itself never has it.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={styles.gate} aria-disabled={hydrated ? undefined : true} data-hydrating={hydrated ? undefined : true}>
      {children}
    </div>
  );
}
