import { useState } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { postAppClose, useSessionStore } from '@luvcast/session';
import type { LoginDialogProps, LoginDialogTab } from '@luvcast/shell-contract';
import { useMemberIdentityVerification } from '@luvcast/shell-kit';
import { Button, Modal, Tabs } from '@luvcast/ui';
import { SignInForm } from './sign-in/sign-in-form';
import { safeCallbackURL } from './shared/navigation';
import { SignUpForm } from './sign-up/sign-up-form';
import { SignUpTabs, type SignUpKind } from './sign-up/sign-up-tabs';
import { ForeignerSignUpForm, type ForeignerSignUpDone } from './sign-up/foreigner-sign-up-form';
import { foreignerMarketingPath } from './sign-up/foreigner-sign-up-page';
import styles from './shared/form.module.css';

// the remote's catalog: the shell adds it before it renders the dialog (LoginDialogModule)
export { messages } from './messages';

/** Spec §9: the sign-up scroll area is 408 px high. */
export const SIGN_UP_SCROLL_HEIGHT_PX = 408;

/** Navigation that works whether or not the host mounts the dialog inside a router. */
function useGo(): (to: string) => void {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- inRouter never changes for a mounted dialog
  const navigate = inRouter ? useNavigate() : null;
  return (to) => (navigate ? navigate(to) : window.location.assign(to));
}

/** The page the dialog sits on (where sign-in and identity verification come back to). */
function useHere(): string {
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- inRouter never changes for a mounted dialog
  const where = inRouter ? useLocation() : typeof location === 'undefined' ? null : location;
  return where ? where.pathname + where.search : '/';
}

/**
 * The login / sign-up dialog (exposed as auth_mfe/login-dialog with the props of
 * @luvcast/shell-contract's LoginDialogProps; the shell mounts it). A file at src/ because it
 * composes two features (sign-in and sign-up forms). Tabs sign in
 * and sign up (the sign-up tab has the domestic / foreigner strip of the page, hidden for the
 * partner code), a welcome panel after sign-up (or the identity-verification-required panel for
 * adult broadcasts), 276 px wide (Modal), sign-up scroll area 408 px. After a sign-up it goes to
 * the callback URL when one was given, else shows the completed state (spec §2). Opened with the
 * adult notice for a member who is already signed in (an adult live refused for want of identity
 * verification), it shows the identity-required panel instead of the forms: 본인인증 하기 starts
 * the identity popup and applies its result to the member, then goes to the callback URL.
 */
export function LoginDialog({ initialTab = 'signIn', callbackURL, adultNotice = false, onClose }: LoginDialogProps) {
  const { t } = useLingui();
  const go = useGo();
  const here = useHere();
  const [tab, setTab] = useState<LoginDialogTab>(initialTab);
  const [kind, setKind] = useState<SignUpKind>('domestic');
  const [completed, setCompleted] = useState<{ nickname: string } | null>(null);
  const target = callbackURL ? safeCallbackURL(callbackURL) : null;
  const signedIn = useSessionStore((s) => s.me !== null);

  // the existing /my/personal-auth flow (identity popup), coming back to the callback or this page
  const verifyIdentity = () => {
    const back = target ?? here;
    onClose();
    go(`/my/personal-auth?callbackURL=${encodeURIComponent(back)}`);
  };

  /** In a modal: go to the callback URL, or show the completed state. */
  const signedUp = (nickname: string) => {
    if (target) {
      onClose();
      go(target);
    } else setCompleted({ nickname });
  };

  /** Foreigner sign-up (spec §2): the app close event, the XIN marketing page, then as any modal sign-up. */
  const foreignerSignedUp = (done: ForeignerSignUpDone) => {
    if (postAppClose(done.loginId, done.password)) return onClose();
    const marketing = foreignerMarketingPath(done);
    if (!marketing) return signedUp(done.nickname);
    onClose();
    go(marketing);
  };

  if (adultNotice && signedIn && !completed) {
    return (
      <Modal open onClose={onClose} title={t`본인인증`} closeLabel={t`닫기`}>
        <IdentityRequiredPanel
          onVerified={() => {
            onClose();
            if (target) go(target);
          }}
          onClose={onClose}
        />
      </Modal>
    );
  }

  const title = completed ? t`회원가입 완료` : tab === 'signIn' ? t`로그인` : t`회원가입`;

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t`닫기`}>
      {adultNotice && !completed && (
        <p className={styles.note} role="note">
          <Trans>성인 방송은 본인인증 후 시청할 수 있습니다.</Trans>
        </p>
      )}
      {completed ? (
        <div className={styles.form} data-testid="sign-up-completed">
          {adultNotice ? (
            <p>
              <Trans>성인 방송은 본인인증 후 시청할 수 있습니다.</Trans>
            </p>
          ) : (
            <p>
              <Trans>{completed.nickname}님, 환영합니다!</Trans>
            </p>
          )}
          <Button onClick={verifyIdentity}>
            <Trans>본인인증 하기</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>닫기</Trans>
          </Button>
        </div>
      ) : (
        <>
          <Tabs
            aria-label={t`로그인 또는 회원가입`}
            items={[
              { id: 'signIn', label: t`로그인` },
              { id: 'signUp', label: t`회원가입` },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === 'signIn' ? (
            <SignInForm
              callbackURL={target ?? here}
              onSignedIn={() => {
                onClose();
                if (target) go(target);
              }}
            />
          ) : (
            <div style={{ height: SIGN_UP_SCROLL_HEIGHT_PX, overflowY: 'auto' }} data-testid="sign-up-scroll">
              <SignUpTabs value={kind} onChange={setKind} />
              {kind === 'domestic' ? (
                <SignUpForm onCompleted={({ nickname }) => signedUp(nickname)} />
              ) : (
                <ForeignerSignUpForm onCompleted={foreignerSignedUp} />
              )}
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * A signed-in member without identity verification at an adult live: the notice and the identity
 * popup (mounted only for them: its popup listener must not apply a sign-up form's result).
 */
function IdentityRequiredPanel({ onVerified, onClose }: { onVerified: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const identity = useMemberIdentityVerification(onVerified);
  return (
    <div className={styles.form} data-testid="identity-required">
      <p role="note">
        <Trans>성인 방송은 본인인증 후 시청할 수 있습니다.</Trans>
      </p>
      <Button delay loading={identity.pending} onClick={() => void identity.start().catch(() => undefined)}>
        <Trans>본인인증 하기</Trans>
      </Button>
      {identity.error !== null || identity.failed ? (
        <p className={styles.error} role="alert">
          {identity.error || t`본인인증을 완료하지 못했습니다. 다시 시도해 주세요.`}
        </p>
      ) : null}
      <Button variant="secondary" onClick={onClose}>
        <Trans>닫기</Trans>
      </Button>
    </div>
  );
}

export default LoginDialog;
