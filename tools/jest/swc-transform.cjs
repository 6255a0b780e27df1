// Shared @swc/jest transform: TypeScript + React automatic runtime + Lingui macros.
module.exports = require('@swc/jest').createTransformer({
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
    experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
  },
  module: { type: 'commonjs' },
});
