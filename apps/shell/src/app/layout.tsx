import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useProfile } from '@luvcast/api-client';
import { sessionStoreInstanceId, useSessionStore } from '@luvcast/session';
import { ProgressBar, ToastViewport } from '@luvcast/ui';
import { Header } from './header';
import { AlertOverlay } from './alert-overlay';
import { useShellStore } from './shell-store';
import styles from './layout.module.css';

/** The shell's layout route: header, progress bar, the remote outlet, page-wide overlays. */
export function Layout() {
  const navigation = useNavigation();
  const remoteLoading = useShellStore((s) => s.remoteLoading);
  const { data: profile } = useProfile();
  const setMe = useSessionStore((s) => s.setMe);

  useEffect(() => {
    if (profile === undefined) return;
    setMe(profile ? { loginId: profile.loginId, nickname: profile.nickname, role: profile.role } : null);
  }, [profile, setMe]);

  return (
    <div className={styles.shell} data-shell data-session-store={sessionStoreInstanceId}>
      <ProgressBar active={navigation.state !== 'idle' || remoteLoading} />
      <Header />
      <main className={styles.main}>
        <Outlet />
      </main>
      <AlertOverlay />
      <ToastViewport />
    </div>
  );
}
