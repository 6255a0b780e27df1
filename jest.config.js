// One jest run for the workspace: web code in jsdom, server and shared code in node.
// API suites (apps/api, apps/chat) run in their own config (jest.api.config.js) so that CI can
// repeat them against a real PostgreSQL server.
const { pathsToModuleNameMapper } = require('./tools/jest/paths.cjs');

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': '<rootDir>/tools/jest/swc-transform.cjs' },
  // ESM-only packages are transformed too
  transformIgnorePatterns: ['/node_modules/(?!(ky|valibot|@valibot|jose|@tanstack|zustand|@lingui)/)'],
  moduleNameMapper: { ...pathsToModuleNameMapper(), '\\.(css|svg|png)$': '<rootDir>/tools/jest/file-stub.cjs' },
  rootDir: __dirname,
};

module.exports = {
  // one worker per core: jest's default (cores - 1) ran this suite on one of CI's two cores
  // (88 s there, 49 s with both; the main process only collects results)
  maxWorkers: '100%',
  // "A worker process has failed to exit gracefully" at the end of a run is not a leaked handle
  // (2026-12-07): both workers get jest's end message and leave their event loop at once (only the
  // IPC pipes are open), but a worker then tears down its heap (~700 MB after the web project's
  // jsdom files) for 430-510 ms, and jest-worker sends SIGTERM after 500 ms. workerIdleMemoryLimit:
  // '400MB' silences it by restarting workers during the run, at +3-6 s of this suite's ~58 s: not set.
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: '<rootDir>/tools/jest/jsdom-environment.cjs',
      setupFiles: ['<rootDir>/tools/jest/setup-web.cjs'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-web-after-env.cjs'],
      testMatch: ['<rootDir>/{apps/shell,apps/*-mfe,libs/api-client,libs/api-core,libs/chat-client,libs/session,libs/i18n,libs/ui,libs/web-cookies,libs/shell-kit,libs/web-testing}/**/*.spec.{ts,tsx}'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // @fastify/static's ESM-only dependencies (apps/web-server)
      transformIgnorePatterns: ['/node_modules/(?!(ky|valibot|@valibot|jose|@tanstack|zustand|@lingui|content-disposition)/)'],
      testMatch: ['<rootDir>/{libs/contracts,libs/brand-config,libs/shell-contract,apps/web-server,tools}/**/*.spec.ts'],
    },
  ],
};
