import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@luvcast/ui';
import { loadRemoteRoutes, reloadRemoteRoutes } from './remote-loader';
import type { RemoteDescriptor } from '@luvcast/shell-contract';
import { NotFound } from './not-found';
import { useShellStore } from './shell-store';
import styles from './remote-boundary.module.css';

type LoadState = { status: 'loading' } | { status: 'ready'; routes: RouteObject[] } | { status: 'error'; error: unknown };

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
    console.error(`[shell] ${this.props.name} failed while rendering`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      const failure = <RemoteFailure name={this.props.name} onRetry={this.props.onRetry} />;
      return this.props.frame ? this.props.frame(failure) : failure;
    }
    return this.props.children;
  }
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  // the parent route is the shell's '*' under '/', so the remote's root-relative paths match the URL
  const element = useRoutes(routes);
  return element ?? <NotFound />;
}

/** Loads a remote's `./routes` and renders them inside an error boundary with a retry. */
export function RemoteBoundary({ remote }: { remote: RemoteDescriptor }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const setRemoteLoading = useShellStore((s) => s.setRemoteLoading);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    setRemoteLoading(true);
    (attempt === 0 ? loadRemoteRoutes(remote) : reloadRemoteRoutes(remote)).then(
      (routes) => live && setState({ status: 'ready', routes }),
      (error: unknown) => {
        console.error(`[shell] could not load ${remote.name}`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt, setRemoteLoading]);

  useEffect(() => {
    if (state.status !== 'loading') setRemoteLoading(false);
  }, [state.status, setRemoteLoading]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner size={24} />
      </div>
    );
  }
  if (state.status === 'error') return <RemoteFailure name={remote.name} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} name={remote.name} onRetry={retry}>
      <RemoteRoutes routes={state.routes} />
    </RemoteErrorBoundary>
  );
}
