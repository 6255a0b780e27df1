import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { LOGIN_DIALOG_MODULE, LOGIN_DIALOG_REMOTE, type LoginDialogModule, type LoginDialogProps } from '@luvcast/shell-contract';
import { useSessionStore } from '@luvcast/session';
import { Modal, Spinner } from '@luvcast/ui';
import { RemoteErrorBoundary, RemoteFailure } from './remote-boundary';
import styles from './session-overlays.module.css';

let loading: Promise<ComponentType<LoginDialogProps>> | null = null;

/** Loads auth_mfe's login dialog once per page; a failure is not cached (the retry loads again). */
export function loadLoginDialog(): Promise<ComponentType<LoginDialogProps>> {
  loading ??= loadRemote<LoginDialogModule>(LOGIN_DIALOG_MODULE).then((mod) => {
    if (!mod || typeof mod.LoginDialog !== 'function') throw new Error(`${LOGIN_DIALOG_MODULE} has no LoginDialog`);
    return mod.LoginDialog;
  });
  loading.catch(() => (loading = null));
  return loading;
}

type State = { status: 'loading' } | { status: 'ready'; Dialog: ComponentType<LoginDialogProps> } | { status: 'error' };

/**
 * The login / sign-up modal (spec §2/§4): hidden or shown, type signIn by default, reset on close.
 * Driven by the session store (type, callbackURL and adultNotice as the opener gave them);
 * renders auth_mfe's LoginDialog inside the remote error boundary.
 */
export function LoginModalOverlay() {
  const { t } = useLingui();
  const { open, type, callbackURL, adultNotice } = useSessionStore((s) => s.loginModal);
  const close = useSessionStore((s) => s.closeLoginModal);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadLoginDialog().then(
      (Dialog) => live && setState({ status: 'ready', Dialog }),
      (error: unknown) => {
        console.error(`[shell] could not load ${LOGIN_DIALOG_MODULE}`, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);

  if (!open) return null;
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const frame = (content: ReactNode) => (
    <Modal open onClose={close} title={type === 'signUp' ? t`회원가입` : t`로그인`} closeLabel={t`닫기`}>
      <div data-login-modal={type}>{content}</div>
    </Modal>
  );
  if (state.status === 'ready') {
    const { Dialog } = state;
    return (
      <RemoteErrorBoundary key={attempt} name={LOGIN_DIALOG_REMOTE} onRetry={retry} frame={frame}>
        {/* only what the opener gave: without a callback URL sign-up ends on the welcome panel (spec §2) */}
        <Dialog initialTab={type} callbackURL={callbackURL} adultNotice={adultNotice} onClose={close} />
      </RemoteErrorBoundary>
    );
  }
  return frame(
    state.status === 'loading' ? (
      <div className={styles.loading} aria-busy="true">
        <Spinner size={24} />
      </div>
    ) : (
      <RemoteFailure name={LOGIN_DIALOG_REMOTE} onRetry={retry} />
    ),
  );
}
