import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getPersonalAuth } from '@luvcast/api-client';
import { VERIFICATION_TYPES } from '@luvcast/contracts';
import { Spinner } from '@luvcast/ui';
import { identityPopupUrl } from '@luvcast/shell-kit';
import { AccountPage } from '../shared/account-page';
import { useMessage } from '../shared/use-message';

/**
 * /guest/guest-auth?loginId=&type=: the guest authentication popup. Continues to the identity
 * provider for `type`; the provider posts `{ result, redirectUrl, authKey }` to this popup's opener.
 */
export function GuestAuthPage() {
  const message = useMessage();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const type = params.get('type') ?? '';
  const loginId = params.get('loginId') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!(VERIFICATION_TYPES as readonly string[]).includes(type)) {
      setFailed(true);
      return;
    }
    getPersonalAuth(type)
      .then((body) => {
        const url = identityPopupUrl(body);
        if (!url) throw new Error('no url');
        const next = new URL(url);
        if (loginId) next.searchParams.set('loginId', loginId);
        window.location.replace(next.toString());
      })
      .catch(() => setFailed(true));
  }, [type, loginId]);

  return <AccountPage>{failed ? <p role="alert">{message('common.badAccess')}</p> : <Spinner size={24} />}</AccountPage>;
}
