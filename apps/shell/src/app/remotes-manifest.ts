import { REMOTES_MANIFEST_PATH, type RemotesManifest } from '@luvcast/shell-contract';

/** The manifest as the shell holds it (the payload type is @luvcast/shell-contract's). */
export interface LoadedManifest extends RemotesManifest {
  /** set when the manifest itself could not be loaded */
  error?: string;
}

/** GET /remotes.json (apps/web-server builds it from tools/federation/ports.cjs). */
export async function loadRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<LoadedManifest> {
  try {
    const response = await fetchImpl(REMOTES_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as RemotesManifest;
    return { remotes: Array.isArray(body.remotes) ? body.remotes : [] };
  } catch (error) {
    console.error('[shell] could not load /remotes.json', error);
    return { remotes: [], error: String(error) };
  }
}
