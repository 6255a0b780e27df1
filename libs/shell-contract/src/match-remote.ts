import type { RemoteDescriptor } from './remotes-manifest';

// The route -> remote rule, one copy for the shell (which remote to mount) and the web server
// (which remote's entry and exposed chunks the first HTML preloads).

/** True when `prefix` covers `pathname` at a segment boundary ('/my' covers '/my/x', not '/mystery'). */
export function prefixMatches(prefix: string, pathname: string): boolean {
  if (prefix === '/' || prefix === '') return true;
  const p = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === p || pathname.startsWith(`${p}/`);
}

/** The remote whose prefix is the longest match for the path ('/my/personal-auth' beats '/my'). */
export function matchRemote<T extends Pick<RemoteDescriptor, 'prefixes'>>(remotes: readonly T[], pathname: string): T | undefined {
  let best: T | undefined;
  let bestLength = -1;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (prefix.length > bestLength && prefixMatches(prefix, pathname)) {
        best = remote;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}
