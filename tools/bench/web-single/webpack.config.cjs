// `npm run bench:web`'s peer: the shell and the five remotes as ONE webpack build without module
// federation (docs: tools/bench/README.md "bench:web"). Same loaders, minifier, compression and
// HTML template as the real shell (tools/webpack/create-web-config.cjs); the federation plugin
// is dropped and its runtime API is aliased to ./federation-runtime.ts (plain import()).
// Output: dist/bench/web-single/shell (the web server's layout: <distDir>/shell).
const path = require('node:path');
const { createWebConfig } = require('../../webpack/create-web-config.cjs');

const workspaceRoot = path.resolve(__dirname, '../../..');

module.exports = (env, argv = {}) => {
  const config = createWebConfig({ project: 'shell', name: 'shell', kind: 'host', title: 'luvcast' })(env, { mode: 'production', ...argv });
  config.name = 'shell_single_bundle';
  config.output = { ...config.output, path: path.join(workspaceRoot, 'dist/bench/web-single/shell'), uniqueName: 'shell_single' };
  config.resolve.alias = { ...config.resolve.alias, '@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime.ts') };
  config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'ModuleFederationPlugin');
  return config;
};
