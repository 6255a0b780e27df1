// Removes the run's template database (api-global-setup.cjs).
const { templateCommand } = require('./test-db-template.cjs');

module.exports = async () => {
  const template = process.env.LUVCAST_TEST_DB_TEMPLATE;
  if (template) templateCommand(['drop', template]);
};
