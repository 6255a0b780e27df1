import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { addCatalog } from '@luvcast/i18n';
import type { RemoteModule } from '@luvcast/shell-contract';
import { Spinner } from '@luvcast/ui';
import { RemoteErrorBoundary, RemoteFailure } from './remote-boundary';
import styles from './session-overlays.module.css';

/**
 * A component a remote exposes for the shell's overlays (auth_mfe's login dialog, luv_mfe's gift
 * dialog): loaded once per page through the federation runtime; a failure is not cached (the
 * retry loads again).
 */
export function remoteComponent<P>(moduleId: string, exportName: string): () => Promise<ComponentType<P>> {
  let loading: Promise<ComponentType<P>> | null = null;
  return () => {
    loading ??= loadRemote<Partial<RemoteModule> & Record<string, unknown>>(moduleId).then(async (mod) => {
      const component = mod?.[exportName];
      if (typeof component !== 'function') throw new Error(`${moduleId} has no ${exportName}`);
      // the remote's strings before the dialog renders
      if (typeof mod?.messages === 'function') await addCatalog(mod.messages);
      return component as ComponentType<P>;
    });
    loading.catch(() => (loading = null));
    return loading;
  };
}

type State<P> = { status: 'loading' } | { status: 'ready'; Dialog: ComponentType<P> } | { status: 'error' };

/**
 * Renders a remote's dialog while `open`: a spinner while it loads, the remote's failure card with a
 * retry when it cannot, and the dialog inside the remote error boundary once loaded. `frame` wraps
 * the spinner and the failure (the dialog frames itself, or `frame` is applied to it too).
 */
export function RemoteDialog<P>({ open, remote, load, frame, render }: { open: boolean; remote: string; load: () => Promise<ComponentType<P>>; frame: (content: ReactNode) => ReactNode; render: (Dialog: ComponentType<P>) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<P>>({ status: 'loading' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    load().then(
      (Dialog) => live && setState({ status: 'ready', Dialog }),
      (error: unknown) => {
        console.error(`[shell] could not load the dialog of ${remote}`, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [open, attempt, load, remote]);

  if (!open) return null;
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  if (state.status === 'ready') {
    return (
      <RemoteErrorBoundary key={attempt} name={remote} onRetry={retry} frame={frame}>
        {render(state.Dialog)}
      </RemoteErrorBoundary>
    );
  }
  return frame(
    state.status === 'loading' ? (
      <div className={styles.loading} aria-busy="true">
        <Spinner size={24} />
      </div>
    ) : (
      <RemoteFailure name={remote} onRetry={retry} />
    ),
  );
}
