// The API suite's template database (libs/db/src/testing.ts): `create <pid>` makes it for the run of
// process <pid> (the jest run: when it is gone, the next run's `create` removes what it left) and
// prints the value of LUVCAST_TEST_DB_TEMPLATE as its last line; `drop <value>` removes it. Run by
// api-global-setup.cjs / api-global-teardown.cjs under tsx (the workspace's path aliases).
import { createTestTemplate, dropTestTemplate } from '@luvcast/db';

const [command, value] = process.argv.slice(2);
if (command === 'create' && Number(value) > 0) console.log(await createTestTemplate(Number(value)));
else if (command === 'drop' && value) await dropTestTemplate(value);
else {
  console.error('usage: tsx tools/jest/test-db-template.mts create <pid> | drop <template>');
  process.exit(2);
}
