// What every build bundles instead of @module-federation/error-codes' message tables
// (dist/desc.mjs; tools/webpack/create-web-config.cjs swaps it). A remote runs two functions of
// its own @module-federation/runtime module (`init`; `getRemoteEntry` is the shell's), neither of
// which reports an error code, yet the tables stayed in every remoteEntry.js as an expression the
// minifier cannot drop (`{...runtimeDescMap, ...}`: 1.2 KB raw, 0.34 KB brotli, never run). The
// shell's runtime does report these errors, and the tables were 0.3 KB brotli of its main.js, which
// every page loads: without them a report reads `[ Federation Runtime ]:  #RUNTIME-008`, then the
// arguments (the remote's name, the script's URL), the link to the error's page of the federation's
// documentation and the original error, as React's production errors give a code and a link
// (docs/adr/0023-one-shell-script-and-remotes-without-copies.md, second follow-up).
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
