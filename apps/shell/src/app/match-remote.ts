// The route -> remote rule lives in @luvcast/shell-contract: the web server preloads the same
// remote the shell mounts.
export { matchRemote, prefixMatches } from '@luvcast/shell-contract';
