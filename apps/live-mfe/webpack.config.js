// Remote live_mfe: exposes ./routes (root-relative paths), loaded by the shell at run time.
const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({
  project: 'live-mfe',
  name: 'live_mfe',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
