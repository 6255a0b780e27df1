import { useEffect, useRef, useState } from 'react';
import { getPersonalAuth, runtimeConfig, type PersonalAuthMessage } from '@luvcast/api-client';

/** A postMessage from the identity popup counts as success when it carries an authKey and no failure result. */
export function isPersonalAuthSuccess(data: unknown): data is PersonalAuthMessage & { authKey: string } {
  if (!data || typeof data !== 'object') return false;
  const m = data as Partial<PersonalAuthMessage>;
  return typeof m.result === 'string' && typeof m.authKey === 'string' && m.authKey !== '' && !/fail|error|cancel|^n$|^false$/i.test(m.result);
}

/** Is this a message of the identity popup (`{ result, redirectUrl, authKey }`)? */
export const isPersonalAuthMessage = (data: unknown): data is PersonalAuthMessage =>
  !!data && typeof data === 'object' && typeof (data as PersonalAuthMessage).result === 'string' && 'authKey' in (data as object);

/** The popup URL from GET /api/personal-auth?type, made absolute against the API origin. */
export function popupUrlOf(body: Record<string, unknown>): string | null {
  const raw = [body.url, body.popupUrl, body.redirectUrl].find((x): x is string => typeof x === 'string' && x !== '');
  if (!raw) return null;
  return new URL(raw, runtimeConfig().apiOrigin + '/').toString();
}

/**
 * Opens the API's personal-auth popup (type e.g. personal-signup) and resolves the authKey the
 * popup posts back. The window opens synchronously on the click so popup blockers allow it.
 */
export function usePersonalAuth(type: string, onDone?: (authKey: string) => void) {
  const [authKey, setAuthKey] = useState('');
  const [failed, setFailed] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const apiOrigin = new URL(runtimeConfig().apiOrigin).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== apiOrigin && event.origin !== location.origin) return;
      if (!isPersonalAuthMessage(event.data)) return;
      if (isPersonalAuthSuccess(event.data)) {
        setAuthKey(event.data.authKey);
        setFailed(false);
        done.current?.(event.data.authKey);
      } else setFailed(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const start = async () => {
    const popup = window.open('about:blank', 'luvcast-personal-auth', 'width=480,height=680');
    try {
      const url = popupUrlOf(await getPersonalAuth(type));
      if (!url) throw new Error('no popup url');
      if (popup) popup.location.href = url;
      else window.open(url, 'luvcast-personal-auth', 'width=480,height=680');
    } catch (error) {
      popup?.close();
      setFailed(true);
      throw error;
    }
  };

  return { authKey, failed, start, verified: authKey !== '' };
}
