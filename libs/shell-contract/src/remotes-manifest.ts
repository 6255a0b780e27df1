/** Where the web server answers the remotes manifest (per request, for the page's host name). */
export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** One remote of the manifest. */
export interface RemoteDescriptor {
  /** federation name, e.g. auth_mfe (a JavaScript identifier) */
  name: string;
  /** URL of the remote's remoteEntry.js */
  entry: string;
  /** URL path prefixes the remote serves; the longest match wins */
  prefixes: string[];
}

/**
 * What `GET /remotes.json` answers: apps/web-server builds it from tools/federation/ports.cjs
 * (or REMOTES_MANIFEST), apps/shell registers the remotes from it at boot.
 */
export interface RemotesManifest {
  remotes: RemoteDescriptor[];
}
