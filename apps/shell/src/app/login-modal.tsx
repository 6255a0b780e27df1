import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LOGIN_DIALOG_MODULE, LOGIN_DIALOG_REMOTE, type LoginDialogProps } from '@luvcast/shell-contract';
import { useSessionStore } from '@luvcast/session';
import { Modal } from '@luvcast/ui';
import { RemoteDialog, remoteComponent } from './remote-dialog';

/** Loads auth_mfe's login dialog once per page; a failure is not cached (the retry loads again). */
export const loadLoginDialog = remoteComponent<LoginDialogProps>(LOGIN_DIALOG_MODULE, 'LoginDialog');

/**
 * The login / sign-up modal (spec §2/§4): hidden or shown, type signIn by default, reset on close.
 * Driven by the session store (type, callbackURL and adultNotice as the opener gave them);
 * renders auth_mfe's LoginDialog inside the remote error boundary.
 */
export function LoginModalOverlay() {
  const { t } = useLingui();
  const { open, type, callbackURL, adultNotice } = useSessionStore((s) => s.loginModal);
  const close = useSessionStore((s) => s.closeLoginModal);
  const frame = (content: ReactNode) => (
    <Modal open onClose={close} title={type === 'signUp' ? t`회원가입` : t`로그인`} closeLabel={t`닫기`}>
      <div data-login-modal={type}>{content}</div>
    </Modal>
  );
  return (
    <RemoteDialog
      open={open}
      remote={LOGIN_DIALOG_REMOTE}
      load={loadLoginDialog}
      frame={frame}
      // only what the opener gave: without a callback URL sign-up ends on the welcome panel (spec §2)
      render={(Dialog) => <Dialog initialTab={type} callbackURL={callbackURL} adultNotice={adultNotice} onClose={close} />}
    />
  );
}
