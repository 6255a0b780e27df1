import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, liveAuth } from '@luvcast/api-client';
import { STREAM_REFUSALS } from '@luvcast/contracts';
import { requireSignInForAdultBroadcast, useSessionStore } from '@luvcast/session';
import { Button, TextField } from '@luvcast/ui';
import { useFailureText } from '../shared/failure-text';
import styles from './live-page.module.css';

/** The refusal of the stream read a viewer can act on, or `offline` / `notFound`. */
export type Refusal =
  | { kind: 'offline' }
  | { kind: 'notFound' }
  | { kind: 'loginRequired'; msg: string }
  | { kind: 'identityRequired'; msg: string }
  | { kind: 'underAge'; msg: string }
  | { kind: 'password'; msg: string }
  | { kind: 'refused'; msg: string };

/** The stream read's 4xx as a refusal; null for anything else (network, 5xx: the page retries). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  switch (error.code) {
    case STREAM_REFUSALS.offline:
      return { kind: 'offline' };
    case STREAM_REFUSALS.notFound:
      return { kind: 'notFound' };
    case STREAM_REFUSALS.loginRequired:
      return { kind: 'loginRequired', msg: error.msg };
    case STREAM_REFUSALS.identityRequired:
      return { kind: 'identityRequired', msg: error.msg };
    case STREAM_REFUSALS.underAge:
      return { kind: 'underAge', msg: error.msg };
    case STREAM_REFUSALS.passwordRequired:
      return { kind: 'password', msg: error.msg };
    default:
      // viewer cap, fan level, adult broadcasts switched off ...: the server's own words
      return error.status === 400 && !error.msg ? { kind: 'offline' } : { kind: 'refused', msg: error.msg };
  }
}

/** sessionStorage key of a password room's proof (the API also sets it as a cookie). */
export const liveTokenKey = (channelId: number) => `luvcast.liveToken.${channelId}`;

export function readLiveToken(channelId: number): string | undefined {
  try {
    return sessionStorage.getItem(liveTokenKey(channelId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a refused viewer sees where the player would be, and the dialogs it opens once: a guest at
 * an adult live gets the login dialog with its adult notice (spec §2: after a sign-up its completed
 * state asks for identity verification instead of the welcome), a member without identity
 * verification that dialog's identity panel, a minor a refusal, a password room the password form.
 */
export function LiveAccess({ refusal, channelId, onToken }: { refusal: Refusal; channelId: number; onToken: (token: string) => void }) {
  const { pathname } = useLocation();
  const openLoginModal = useSessionStore((s) => s.openLoginModal);
  const opened = useRef<string | null>(null);

  // each dialog opens once per refusal (the stream read polls every 10 s)
  useEffect(() => {
    if (opened.current === refusal.kind) return;
    opened.current = refusal.kind;
    if (refusal.kind === 'loginRequired') requireSignInForAdultBroadcast();
    if (refusal.kind === 'identityRequired') openLoginModal('signIn', { adultNotice: true, callbackURL: pathname });
  }, [refusal.kind, openLoginModal, pathname]);

  switch (refusal.kind) {
    case 'loginRequired':
      return (
        <div className={styles.gate} role="alert">
          <p>{refusal.msg || <Trans>성인 방송입니다. 로그인 후 시청할 수 있습니다.</Trans>}</p>
          <Button onClick={() => requireSignInForAdultBroadcast()}>
            <Trans>로그인</Trans>
          </Button>
        </div>
      );
    case 'identityRequired':
      return (
        <div className={styles.gate} role="alert">
          <p>{refusal.msg || <Trans>성인 방송은 본인인증 후 시청할 수 있습니다.</Trans>}</p>
          <Link className={styles.gateLink} to={`/my/personal-auth?callbackURL=${encodeURIComponent(pathname)}`}>
            <Trans>본인인증 하기</Trans>
          </Link>
        </div>
      );
    case 'underAge':
      return (
        <div className={styles.gate} role="alert">
          <p>{refusal.msg || <Trans>만 19세 미만은 시청할 수 없는 성인 방송입니다.</Trans>}</p>
        </div>
      );
    case 'password':
      return <PasswordForm channelId={channelId} onToken={onToken} />;
    case 'refused':
      return (
        <div className={styles.gate} role="alert">
          <p>{refusal.msg || <Trans>이 방송을 시청할 수 없습니다.</Trans>}</p>
        </div>
      );
    default:
      return null;
  }
}

/** A password room: GET /api/guest/live-Auth with the password; the proof it hands out opens the stream read. */
function PasswordForm({ channelId, onToken }: { channelId: number; onToken: (token: string) => void }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t`비밀번호를 입력해 주세요.`);
    setBusy(true);
    setError('');
    try {
      const answer = await liveAuth(channelId, password);
      if (answer.canWatch) {
        const token = answer.liveToken ?? '';
        try {
          sessionStorage.setItem(liveTokenKey(channelId), token);
        } catch {
          // private mode: the cookie the API set still carries the proof
        }
        onToken(token);
      } else setError(answer.reason === 'passwordWrong' ? t`비밀번호가 올바르지 않습니다.` : t`이 방송을 시청할 수 없습니다.`);
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.gate} onSubmit={submit} aria-label={t`비밀번호 방송`}>
      <p>
        <Trans>비밀번호가 걸린 방송입니다.</Trans>
      </p>
      <TextField label={t`방송 비밀번호`} name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} error={error || undefined} autoComplete="off" />
      <Button type="submit" loading={busy}>
        <Trans>입장</Trans>
      </Button>
    </form>
  );
}
