// What a remote's build bundles instead of @module-federation/error-codes' message tables
// (dist/desc.mjs; tools/webpack/create-web-config.cjs swaps it). A remote runs two functions of
// its own @module-federation/runtime module (`init`; `getRemoteEntry` is the shell's), neither of
// which reports an error code, yet the tables stayed in every remoteEntry.js as an expression the
// minifier cannot drop (`{...runtimeDescMap, ...}`: 1.2 KB raw, 0.34 KB brotli, never run). The
// shell, whose runtime does report these errors, keeps the package's texts.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
