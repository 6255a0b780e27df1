/** What GET /remotes.json answers (apps/web-server builds it from tools/federation/ports.cjs). */
export interface RemoteDescriptor {
  /** federation name, e.g. auth_mfe */
  name: string;
  /** URL of the remote's remoteEntry.js */
  entry: string;
  /** URL path prefixes the remote serves; the longest match wins */
  prefixes: string[];
}

export interface RemotesManifest {
  remotes: RemoteDescriptor[];
  /** set when the manifest itself could not be loaded */
  error?: string;
}

export async function loadRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  try {
    const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as RemotesManifest;
    return { remotes: Array.isArray(body.remotes) ? body.remotes : [] };
  } catch (error) {
    console.error('[shell] could not load /remotes.json', error);
    return { remotes: [], error: String(error) };
  }
}
