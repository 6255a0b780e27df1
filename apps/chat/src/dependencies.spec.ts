// Since issue 10 the chat server enforces roles, bans and settings from the database
// (docs/adr/0011-chat-reads-the-database.md): its entry point loads libs/db's repositories and
// the node-postgres driver (main.ts opens DATABASE_URL only, never PGlite, which is single-process
// and belongs to the API's embedded run), but never the API (apps/api). The server module itself
// takes the repositories as a dependency (type imports only). Loading chat's modules in a fresh
// Node process (tsx, the way `npm run chat` runs it) proves the whole module graph.
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
  let server: string[];
  let entry: string[];
  beforeAll(() => {
    server = loadedFiles(['@luvcast/server-chat']);
    // main.ts without running main(): its imports only (the dependencies it wires)
    entry = loadedFiles(['@luvcast/server-chat', '@luvcast/db']);
  });

  it('loads the chat server, its rules, auth helpers and socket.io; the server module itself no database code', () => {
    const packages = new Set(server.map(packageOf));
    expect(server).toEqual(expect.arrayContaining(['libs/server-chat/src/server.ts', 'libs/server-chat/src/start.ts', 'libs/contracts/src/chat/line-rules.ts', 'libs/server-auth/src/index.ts']));
    for (const expected of ['socket.io', 'jose', 'valibot']) expect(packages.has(expected)).toBe(true);
    expect(server.filter((f) => f.startsWith('libs/db/') || ['pg', 'drizzle-orm', '@electric-sql/pglite'].includes(packageOf(f) ?? ''))).toEqual([]);
  });

  it('wires the repositories of libs/db and node-postgres at the entry point, and never the API', () => {
    expect(entry).toEqual(expect.arrayContaining(['libs/db/src/repositories/chat-moderation.ts']));
    expect(new Set(entry.map(packageOf)).has('pg')).toBe(true);
    expect(entry).toEqual(expect.arrayContaining(['libs/server-chat/src/server.ts']));
    expect(entry.filter((f) => f.startsWith('apps/'))).toEqual([]);
  });
});
