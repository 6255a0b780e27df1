// A private PostgreSQL 15 for a benchmark: initdb in a temporary directory, an ephemeral port,
// fsync off; as the postgres system user when run as root (initdb refuses root). Stopped in
// immediate mode and removed by stop(); crash() and start() for the bank test. Used by bench:chat,
// bench:gifts and test:bank (DATABASE_URL skips it in the benches).
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';

const PGBIN = '/usr/lib/postgresql/15/bin';

/** A free loopback port. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the server: `{ url, note, stop() }`. */
export async function startPrivatePostgres(prefix = 'luvcast-bench-pg-') {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  const port = await freePort();
  const asPg = (cmd, args) => {
    const root = process.getuid?.() === 0;
    if (root) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
    const r = root ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' }) : spawnSync(cmd, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}${r.stderr}`);
  };
  asPg(`${PGBIN}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  asPg(`${PGBIN}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    note: `private PostgreSQL 15 on :${port}`,
    /** stops the server in immediate mode (no checkpoint: a crash, recovered from the WAL at the next start) */
    crash() {
      asPg(`${PGBIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
    },
    start() {
      asPg(`${PGBIN}/pg_ctl`, ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`, '-w', 'start']);
    },
    stop() {
      asPg(`${PGBIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
