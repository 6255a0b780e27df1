// The host. It declares no remotes: they are registered at run time from /remotes.json.
// eslint-disable-next-line @nx/enforce-module-boundaries -- build tooling, not app code
const { createWebConfig } = require('../../tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({ project: 'shell', name: 'shell', kind: 'host', title: 'luvcast' });
