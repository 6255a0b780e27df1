// The host. It declares no remotes: they are registered at run time from /remotes.json.
const { createWebConfig } = require('#tools/webpack/create-web-config.cjs');

module.exports = createWebConfig({ project: 'shell', name: 'shell', kind: 'host', title: 'luvcast' });
