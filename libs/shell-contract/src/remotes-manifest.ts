/** Where the web server answers the remotes manifest (per request, for the page's host name). */
export const REMOTES_MANIFEST_PATH = '/remotes.json';
/**
 * The same manifest inlined by the web server into every page (`window.__LUVCAST_REMOTES__`), so
 * the shell registers the remotes without a round trip; /remotes.json stays for other hosts.
 */
export const REMOTES_MANIFEST_GLOBAL = '__LUVCAST_REMOTES__';

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
