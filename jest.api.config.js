// API, chat, ingest and database suites (npm run test:api). In-memory PGlite per test file by default;
// with DATABASE_URL set, each file gets its own fresh database on that PostgreSQL server.
const { pathsToModuleNameMapper } = require('./tools/jest/paths.cjs');

module.exports = {
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj|cj)sx?$': '<rootDir>/tools/jest/swc-transform.cjs' },
  // ESM-only packages are transformed too
  transformIgnorePatterns: ['/node_modules/(?!(ky|valibot|@valibot|jose|@tanstack|zustand|@lingui|content-disposition|@electric-sql|@fastify/cookie|cookie)/)'],
  moduleNameMapper: pathsToModuleNameMapper(),
  testMatch: ['<rootDir>/apps/api/**/*.spec.ts', '<rootDir>/apps/chat/**/*.spec.ts', '<rootDir>/apps/ingest/**/*.spec.ts', '<rootDir>/libs/db/**/*.spec.ts', '<rootDir>/libs/server-*/**/*.spec.ts'],
  maxWorkers: 2,
  // one migrated and seeded database per run, copied by every file (libs/db/src/testing.ts)
  globalSetup: '<rootDir>/tools/jest/api-global-setup.cjs',
  globalTeardown: '<rootDir>/tools/jest/api-global-teardown.cjs',
  // a new PGlite takes ~2.5 s (over a minute on a heavily loaded 2-core machine); Argon2id ~15 ms per hash
  testTimeout: 120_000,
};
