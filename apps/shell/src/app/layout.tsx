import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useProfile } from '@luvcast/api-client';
import { sessionStoreInstanceId, useSessionStore } from '@luvcast/session';
import { ProgressBar, ToastViewport } from '@luvcast/ui';
import { useHydrated } from '@luvcast/shell-kit';
import { Header } from './header';
import { AlertOverlay } from './alert-overlay';
import { MembersOnlyOverlay, SessionExpiredOverlay } from './session-overlays';
import { LoginModalOverlay } from './login-modal';
import { GiftModalOverlay } from './gift-modal';
import { useShellStore } from './shell-store';
import styles from './layout.module.css';

/** How long the bar runs on a client-side route change that loads nothing. */
export const ROUTE_CHANGE_PROGRESS_MS = 250;

/** True for a moment after each client-side route change (not on the first render). */
function useRouteChanging(): boolean {
  const { pathname } = useLocation();
  const first = useRef(true);
  const [changing, setChanging] = useState(false);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setChanging(true);
    const done = setTimeout(() => setChanging(false), ROUTE_CHANGE_PROGRESS_MS);
    return () => clearTimeout(done);
  }, [pathname]);
  return changing;
}

/**
 * `data-session-store`: this build's session store instance, set once the element is live in the
 * browser (not in the server's markup: the id is per module instance, the server's differs).
 */
const markSessionStore = (element: HTMLElement | null) => element?.setAttribute('data-session-store', sessionStoreInstanceId);

/** The shell's layout route: header, progress bar, the remote outlet, page-wide overlays. */
export function Layout() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const remoteLoading = useShellStore((s) => s.remoteLoading);
  const { data: profile } = useProfile();
  const setMe = useSessionStore((s) => s.setMe);
  const routeChanging = useRouteChanging();
  const hydrated = useHydrated();

  useEffect(() => {
    if (profile === undefined) return;
    setMe(profile ? { loginId: profile.loginId, nickname: profile.nickname, role: profile.role } : null);
  }, [profile, setMe]);

  return (
    // aria-disabled until hydrated: the header's controls do nothing before (HydrationGate of shell-kit)
    <div className={styles.shell} data-shell ref={markSessionStore} aria-disabled={hydrated ? undefined : true}>
      <ProgressBar active={navigation.state !== 'idle' || remoteLoading || routeChanging} label={t`페이지 불러오는 중`} />
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <AlertOverlay />
      <MembersOnlyOverlay />
      <SessionExpiredOverlay />
      <LoginModalOverlay />
      <GiftModalOverlay />
      <ToastViewport label={t`알림`} closeLabel={t`닫기`} />
    </div>
  );
}
