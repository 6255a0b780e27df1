// The test object every spec imports: Playwright's, plus the worker-scoped `stack` fixture (auto):
// in the shared mode it waits until the one stack's API and web server answer (the webServer check
// waits for one URL); with E2E_STACK=per-worker it starts this worker's own stack
// (`tools/start.mjs --no-build` on the worker's ports and PGlite folder) and stops it at the end.
import { test as base } from '@playwright/test';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, stack, stackEnv, startCommand, stopProcess, waitForUrls } from './stack';

export const test = base.extend<object, { stack: typeof stack }>({
  stack: [
    async ({}, use) => {
      if (stack.mode === 'shared') {
        await waitForUrls([`http://127.0.0.1:${stack.api}/health`, `http://127.0.0.1:${stack.web}/remotes.json`], 120_000);
        await use(stack);
        return;
      }
      rmSync(path.join(repoRoot, stack.pgliteDir), { recursive: true, force: true });
      const child = await startCommand(
        process.execPath,
        ['tools/start.mjs', '--no-build'],
        {
          ...stackEnv,
          API_PORT: String(stack.api),
          CHAT_PORT: String(stack.chat),
          WEB_PORT: String(stack.web),
          OAUTH_DEV_PORT: String(stack.oauth),
          PAYMENT_GATEWAY_PORT: String(stack.pg),
          PGLITE_DIR: stack.pgliteDir,
          // the remotes' builds are served once, by the config's webServer, on the port table's ports
          SERVE_REMOTES: 'none',
        },
        [`http://127.0.0.1:${stack.api}/health`, `http://127.0.0.1:${stack.web}/remotes.json`, `http://127.0.0.1:${stack.oauth}/health`, `http://127.0.0.1:${stack.pg}/health`],
        180_000,
      );
      try {
        await use(stack);
      } finally {
        await stopProcess(child);
        rmSync(path.join(repoRoot, path.dirname(stack.pgliteDir)), { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
});

export { expect } from '@playwright/test';
