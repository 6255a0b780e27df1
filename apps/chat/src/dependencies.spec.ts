// The chat server verifies access tokens with @luvcast/server-auth and never loads the database
// stack: loading its modules in a fresh Node process (tsx, the way `npm run chat` runs it) must not
// pull in @luvcast/db, PGlite, node-postgres or drizzle. (eslint's scope:chat constraint forbids
// the import; this proves the whole module graph, transitive imports included.)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** the files Node loaded for `modules`, workspace-relative (packages as node_modules/<name>/...) */
function loadedFiles(modules: string[]): string[] {
  const script = `${modules.map((m) => `require(${JSON.stringify(m)});`).join('')}process.stdout.write(JSON.stringify(Object.keys(require.cache)));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`node exited ${run.status}: ${run.stderr}`);
  return (JSON.parse(run.stdout) as string[]).map((f) => path.relative(root, f));
}

const packageOf = (file: string) => /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

describe('apps/chat module graph', () => {
  let files: string[];
  beforeAll(() => {
    files = loadedFiles(['./apps/chat/src/config.ts', './apps/chat/src/server.ts']);
  });

  it('loads the chat server, its auth helpers and socket.io (the measurement sees the graph)', () => {
    const packages = new Set(files.map(packageOf));
    expect(files).toEqual(expect.arrayContaining(['apps/chat/src/server.ts', 'libs/server-auth/src/index.ts']));
    for (const expected of ['socket.io', 'jose', 'valibot']) expect(packages.has(expected)).toBe(true);
  });

  it('loads no database code: not libs/db, @electric-sql/pglite, pg nor drizzle-orm', () => {
    const database = files.filter((f) => f.startsWith('libs/db/') || ['@electric-sql/pglite', 'pg', 'pg-pool', 'drizzle-orm'].includes(packageOf(f) ?? ''));
    expect(database).toEqual([]);
  });
});
