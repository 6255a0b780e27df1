import { Outlet } from 'react-router';
import { sessionStoreInstanceId } from '@luvcast/session';

/**
 * The root element of this remote's screens. `data-session-store` is read from this remote's own
 * import of @luvcast/session: equal to the shell's value only if federation shared one store.
 */
export function RemoteRoot() {
  return (
    <div data-remote="auth_mfe" data-session-store={sessionStoreInstanceId}>
      <Outlet />
    </div>
  );
}
