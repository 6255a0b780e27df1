// Remote cs_mfe: exposes ./routes (root-relative paths), loaded by the shell at run time.
const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({
  project: 'cs-mfe',
  name: 'cs_mfe',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
