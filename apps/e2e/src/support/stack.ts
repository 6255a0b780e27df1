import { createRequire } from 'node:module';

/** tools/federation/ports.cjs, the port table shared with the start script and the web server */
export const ports: { api: number; chat: number; web: number; remotes: Record<string, { port: number }> } = createRequire(__filename)(
  '../../../tools/federation/ports.cjs',
);

export const demoMember = { loginId: 'demo1234', password: 'Demo!2345', nickname: '데모회원' };
export const webPort = ports.web;

/** A page URL on a brand host (Chromium resolves *.localhost to loopback by itself). */
export function brandUrl(brand: 'luv' | 'lex' | 'bell' | null, path = '/'): string {
  const host = brand ? `${brand}.localhost` : 'localhost';
  return `http://${host}:${ports.web}${path}`;
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** Starts a project server script with tsx as its own process; resolves when `readyUrl` answers. */
export async function startProcess(argv: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), argv, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${argv.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not answer`);
}

export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
