import { useEffect, useRef, useState } from 'react';
import { ApiError, getPersonalAuth, runtimeConfig, useApplyPersonalAuth, type PersonalAuthMessage } from '@luvcast/api-client';
import type { MyPersonalAuthResult } from '@luvcast/contracts';

/** The popup's postMessage counts as success when it carries an authKey and no failure result. */
export function isIdentitySuccess(data: unknown): data is PersonalAuthMessage & { authKey: string } {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<PersonalAuthMessage>;
  return typeof m.result === 'string' && typeof m.authKey === 'string' && m.authKey !== '' && !/fail|error|cancel|^n$|^false$/i.test(m.result);
}

const isIdentityMessage = (data: unknown): data is PersonalAuthMessage =>
  !!data && typeof data === 'object' && typeof (data as PersonalAuthMessage).result === 'string' && 'authKey' in (data as object);

/** The popup URL of GET /api/personal-auth?type, made absolute against the API origin. */
export function identityPopupUrl(body: Record<string, unknown>): string | null {
  const raw = [body.url, body.popupUrl, body.redirectUrl].find((x): x is string => typeof x === 'string' && x !== '');
  return raw ? new URL(raw, runtimeConfig().apiOrigin + '/').toString() : null;
}

const POPUP_NAME = 'luvcast-personal-auth';
const POPUP_FEATURES = 'width=480,height=680';

/**
 * The identity (personal authentication) popup for any screen: `start()` opens the API's popup
 * (GET /api/personal-auth?type, type `personal` for a signed-in member) synchronously on the click
 * so popup blockers allow it, and `onDone(authKey)` runs when the popup posts back a success
 * (`{ result, redirectUrl, authKey }`, from the API origin or this page's). The one copy of this
 * flow: auth-mfe's sign-up, find-id/password and expire pages and live-mfe's studio all use it.
 */
export function useIdentityPopup(type: string, onDone?: (authKey: string) => void) {
  const [authKey, setAuthKey] = useState('');
  const [failed, setFailed] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const apiOrigin = new URL(runtimeConfig().apiOrigin).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin && event.origin !== location.origin) return;
      if (!isIdentityMessage(event.data)) return;
      if (isIdentitySuccess(event.data)) {
        setAuthKey(event.data.authKey);
        setFailed(false);
        done.current?.(event.data.authKey);
      } else setFailed(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = async () => {
    const popup = window.open('about:blank', POPUP_NAME, POPUP_FEATURES);
    try {
      const url = identityPopupUrl(await getPersonalAuth(type));
      if (!url) throw new Error('no popup url');
      if (popup) popup.location.href = url;
      else window.open(url, POPUP_NAME, POPUP_FEATURES);
    } catch (error) {
      popup?.close();
      setFailed(true);
      throw error;
    }
  };

  return { authKey, failed, start, verified: authKey !== '' };
}

/**
 * Identity verification of the signed-in member: the `personal` popup, then its authKey applied to
 * the account (POST /api/my/personal-auth through useApplyPersonalAuth, which refetches the profile,
 * the studio's channel reads and the live stream reads: PI is true everywhere afterwards).
 * `verified` only once the API accepted the key; `error` is the API's refusal text (spent,
 * expired, ...) or '' when it gave none; `failed` means the popup itself reported a failure.
 */
export function useMemberIdentityVerification(onVerified?: (result: MyPersonalAuthResult) => void) {
  const apply = useApplyPersonalAuth();
  const done = useRef(onVerified);
  done.current = onVerified;
  const popup = useIdentityPopup('personal', (authKey) => {
    apply.mutate({ authKey }, { onSuccess: (result) => done.current?.(result) });
  });
  const error = apply.error ? (apply.error instanceof ApiError ? apply.error.msg : '') : null;
  return {
    start: () => {
      apply.reset();
      return popup.start();
    },
    pending: apply.isPending,
    verified: apply.isSuccess,
    failed: popup.failed && !apply.isPending && !apply.isSuccess,
    /** null without a refusal; the API's message ('' when it had none) after one */
    error,
  };
}
