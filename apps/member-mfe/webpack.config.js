// Remote member_mfe: exposes ./routes (root-relative paths), loaded by the shell at run time.
const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({
  project: 'member-mfe',
  name: 'member_mfe',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
