import { Component, Suspense, use, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@luvcast/ui';
import { isRemoteLoadError, loadRemoteRoutes, reloadRemoteRoutes } from './remote-loader';
import type { RemoteDescriptor } from '@luvcast/shell-contract';
import { NotFound } from './not-found';
import { useShellStore } from './shell-store';
import styles from './remote-boundary.module.css';

/** Message + retry shown when a remote cannot be loaded or throws while rendering. */
export function RemoteFailure({ name, onRetry }: { name: string; onRetry: () => void }) {
  return (
    <section role="alert" className={styles.failure} data-remote-error={name}>
      <p className={styles.message}>
        <Trans>{name} 화면을 불러오지 못했습니다.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry} delay>
        <Trans>다시 시도</Trans>
      </Button>
    </section>
  );
}

interface ErrorBoundaryProps {
  name: string;
  onRetry: () => void;
  children: ReactNode;
  /** wraps the failure message (the login modal keeps it inside a modal) */
  frame?: (failure: ReactNode) => ReactNode;
}

/** Catches render errors of one remote so that the rest of the page stays. */
export class RemoteErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isRemoteLoadError(error)) console.error(`[shell] could not load ${this.props.name}`, error.cause);
    else console.error(`[shell] ${this.props.name} failed while rendering`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      const failure = <RemoteFailure name={this.props.name} onRetry={this.props.onRetry} />;
      return this.props.frame ? this.props.frame(failure) : failure;
    }
    return this.props.children;
  }
}

function RemoteRoutes({ routes }: { routes: Promise<RouteObject[]> }) {
  // suspends until the remote's routes module is there: on a server-rendered page React keeps the
  // server's markup of this boundary meanwhile and hydrates it once the code has arrived
  const element = useRoutes(use(routes));
  // the parent route is the shell's '*' under '/', so the remote's root-relative paths match the URL
  return element ?? <NotFound />;
}

/** The spinner while a remote loads; the page's progress bar runs as long as it is shown. */
function RemoteLoading() {
  const setRemoteLoading = useShellStore((s) => s.setRemoteLoading);
  useEffect(() => {
    setRemoteLoading(true);
    return () => setRemoteLoading(false);
  }, [setRemoteLoading]);
  return (
    <div className={styles.loading} aria-busy="true">
      <Spinner size={24} />
    </div>
  );
}

/**
 * Loads a remote's `./routes` and renders them inside an error boundary with a retry. The load is
 * a Suspense boundary (not state set by an effect), so the server render (which has the remote's
 * routes at once) and the client's hydration render the same tree, and hydration keeps the
 * server markup until the remote's code has loaded (docs/adr/0025-server-rendered-first-screen.md).
 */
export function RemoteBoundary({ remote }: { remote: RemoteDescriptor }) {
  const [attempt, setAttempt] = useState<{ n: number; routes: Promise<RouteObject[]> } | null>(null);
  const routes = attempt?.routes ?? loadRemoteRoutes(remote);
  const retry = () => setAttempt((a) => ({ n: (a?.n ?? 0) + 1, routes: reloadRemoteRoutes(remote) }));
  return (
    <RemoteErrorBoundary key={attempt?.n ?? 0} name={remote.name} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <RemoteRoutes routes={routes} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
