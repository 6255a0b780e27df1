import { REMOTES_MANIFEST_GLOBAL, REMOTES_MANIFEST_PATH, type RemotesManifest } from '@luvcast/shell-contract';

/** The manifest as the shell holds it (the payload type is @luvcast/shell-contract's). */
export interface LoadedManifest extends RemotesManifest {
  /** set when the manifest itself could not be loaded */
  error?: string;
}

/**
 * The manifest the web server inlined into the page (window.__LUVCAST_REMOTES__), else
 * GET /remotes.json (apps/web-server builds both from tools/federation/ports.cjs).
 */
export async function loadRemotesManifest(fetchImpl: typeof fetch = fetch, inlined: unknown = (globalThis as Record<string, unknown>)[REMOTES_MANIFEST_GLOBAL]): Promise<LoadedManifest> {
  const given = inlined as Partial<RemotesManifest> | undefined;
  if (given && Array.isArray(given.remotes)) return { remotes: given.remotes };
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
