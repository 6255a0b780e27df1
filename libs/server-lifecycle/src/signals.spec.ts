import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/** runs signals.fixture.ts; resolves once it printed "ready" */
async function start(env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'signals.fixture.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  const exited = once(child, 'exit').then(([code]) => code as number);
  while (!out.includes('ready')) {
    if (child.exitCode !== null) throw new Error(`the fixture ended: ${out}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, exited, output: () => out };
}

describe('onShutdown', () => {
  it('closes once on SIGTERM and exits 0', async () => {
    const p = await start();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('closed after SIGTERM');
  });

  it('exits at once with 1 on a second signal while closing', async () => {
    const p = await start({ CLOSE_MS: '20000' });
    p.child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const t = Date.now();
    p.child.kill('SIGINT');
    expect(await p.exited).toBe(1);
    expect(Date.now() - t).toBeLessThan(3000);
    expect(p.output()).not.toContain('closed after');
  });

  it('exits with 1 when the close takes longer than the timeout', async () => {
    const p = await start({ CLOSE_MS: '20000', TIMEOUT_MS: '300' });
    const t = Date.now();
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(1);
    expect(Date.now() - t).toBeLessThan(5000);
    expect(p.output()).toContain('killed by timeout');
  });
});
