// The API suite (jest.api.config.js) migrates and seeds one database per run, before any test file:
// each file then starts from a copy of it (a PGlite dump loaded in ~1 s, or PostgreSQL's
// `create database ... template`) instead of migrating and seeding its own (~4-5 s of CPU per file
// on PGlite). Its name goes to the workers in LUVCAST_TEST_DB_TEMPLATE (libs/db/src/testing.ts).
// It belongs to this process: a later run removes it if this one is killed before its teardown.
const { templateCommand } = require('./test-db-template.cjs');

module.exports = async () => {
  process.env.LUVCAST_TEST_DB_TEMPLATE = templateCommand(['create', String(process.pid)]);
};
