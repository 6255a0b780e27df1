// Runs tools/jest/test-db-template.mts under tsx (jest's global setup and teardown are not given the
// workspace's path aliases); returns the last line it printed.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.join(__dirname, '../..');

exports.templateCommand = (args) => {
  const r = spawnSync(process.execPath, [require.resolve('tsx/cli', { paths: [root] }), path.join(__dirname, 'test-db-template.mts'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`test-db-template ${args.join(' ')} exited ${r.status ?? r.signal}`);
  return r.stdout.trim().split('\n').at(-1);
};
