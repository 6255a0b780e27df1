import { Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@luvcast/ui';

/**
 * The root route element of a remote's screens: `<div data-remote="<name>" data-session-store>`
 * around the lazy pages (a spinner while a page's chunk loads).
 *
 * Pass the remote's own import of `sessionStoreInstanceId` (from `@luvcast/session`): the shell
 * renders its own, and equal values on the page prove that module federation gave the shell and
 * the remote one store (the e2e suite asserts it).
 */
export function createRemoteRoot(name: string, sessionStoreInstanceId: string): ComponentType {
  // set on the live element only: the server render's module instance has another id (and hydration
  // leaves a server-rendered attribute as it was)
  const markSessionStore = (element: HTMLElement | null) => element?.setAttribute('data-session-store', sessionStoreInstanceId);
  function RemoteRoot() {
    const { t } = useLingui();
    return (
      <div data-remote={name} ref={markSessionStore}>
        <Suspense fallback={<Spinner size={24} label={t`불러오는 중`} />}>
          <Outlet />
        </Suspense>
      </div>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  return RemoteRoot;
}
