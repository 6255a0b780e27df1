import { useLocation } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@luvcast/ui';
import { matchRemote } from './match-remote';
import type { LoadedManifest } from './remotes-manifest';
import { RemoteBoundary } from './remote-boundary';
import { NotFound } from './not-found';

/** The shell's one catch-all route: picks the remote by the longest prefix and mounts it. */
export function RemoteOutlet({ manifest }: { manifest: LoadedManifest }) {
  const { pathname } = useLocation();
  if (manifest.error) {
    return (
      <section role="alert" style={{ padding: 48, textAlign: 'center' }}>
        <p>
          <Trans>화면 목록을 불러오지 못했습니다.</Trans>
        </p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <Trans>다시 시도</Trans>
        </Button>
      </section>
    );
  }
  const remote = matchRemote(manifest.remotes, pathname);
  if (!remote) return <NotFound />;
  // keyed by name: moving between remotes mounts a fresh boundary
  return <RemoteBoundary key={remote.name} remote={remote} />;
}
