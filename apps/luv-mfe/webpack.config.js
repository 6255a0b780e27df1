// Remote luv_mfe: exposes ./routes (root-relative paths), loaded by the shell at run time.
const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({
  project: 'luv-mfe',
  name: 'luv_mfe',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './gift-dialog': './src/dialogs.ts' },
});
