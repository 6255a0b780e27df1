// The server render bundle of the shell and the remotes (docs/adr/0025-server-rendered-first-screen.md):
// src/render.tsx for Node, into dist/apps/shell-render (nx run shell:build-render).
const { createRenderConfig } = require('#tools/webpack/create-render-config.cjs');

module.exports = createRenderConfig();
