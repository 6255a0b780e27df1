import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import type { MessageKey } from '@luvcast/contracts';
import { useSessionStore } from '@luvcast/session';
import { Button, Dialog, Modal } from '@luvcast/ui';
import styles from './session-overlays.module.css';

// contract keys held in constants: their texts come from @luvcast/contracts (merged into every
// catalog at load), so `lingui extract` must not copy them into the PO files as untranslated ids
const LOGIN_REQUIRED: MessageKey = 'common.loginRequired';
const SESSION_EXPIRED: MessageKey = 'auth.session.expired';

/** Members-only dialog (spec §2/§6): 회원 전용, 로그인 후 이용가능합니다., 로그인 / 회원가입. */
export function MembersOnlyOverlay() {
  const { t, i18n } = useLingui();
  const open = useSessionStore((s) => s.membersOnly);
  const setMembersOnly = useSessionStore((s) => s.setMembersOnly);
  const toLogin = useSessionStore((s) => s.membersOnlyToLogin);
  return (
    <Modal open={open} onClose={() => setMembersOnly(false)} title={t`회원 전용`} role="alertdialog" closeLabel={t`닫기`}>
      <p className={styles.message} data-members-only>
        {i18n._(LOGIN_REQUIRED)}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => toLogin('signUp')}>
          <Trans>회원가입</Trans>
        </Button>
        <Button onClick={() => toLogin('signIn')} data-autofocus>
          <Trans>로그인</Trans>
        </Button>
      </div>
    </Modal>
  );
}

/** Session-expired dialog (spec §2/§4): cancel reloads the page, confirm opens the login modal. */
export function SessionExpiredOverlay() {
  const { t, i18n } = useLingui();
  const open = useSessionStore((s) => s.sessionExpired);
  const cancel = useSessionStore((s) => s.cancelSessionExpired);
  const confirm = useSessionStore((s) => s.confirmSessionExpired);
  return (
    <Dialog
      open={open}
      title={t`안내`}
      message={<span data-session-expired>{i18n._(SESSION_EXPIRED)}</span>}
      cancelLabel={t`취소`}
      confirmLabel={t`확인`}
      onCancel={cancel}
      onConfirm={confirm}
    />
  );
}
