// Child process of signin.ts: the full API (in-memory PGlite, or DATABASE_URL; migrated + seeded)
// with the sign-in abuse limits off, on a loopback ephemeral port. Over IPC it answers:
// `argon` -> raw Argon2id verifies/s at the given concurrency (server idle), and `lag-start` /
// `lag-stop` -> the event-loop delay histogram of this process during the parent's load.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { DEMO_ACCOUNTS } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';

type Message = { type: 'argon'; seconds: number; concurrency: number } | { type: 'lag-start' } | { type: 'lag-stop' };

async function argonVerifiesPerSecond(seconds: number, concurrency: number): Promise<number> {
  // the same parameters and the same password check as sign-in (verify costs what hash costs)
  const stored = await hashPassword(DEMO_ACCOUNTS.member.password);
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await verify(stored, DEMO_ACCOUNTS.member.password);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const defaults = loadConfig({});
  const api = await buildApp({
    config: {
      pgliteDir: 'memory://',
      logLevel: 'silent',
      seedDemo: true,
      databaseUrl: process.env['DATABASE_URL'] || undefined,
      // the limits would delay the bench's repeated sign-ins; everything else is production code
      signIn: { ...defaults.signIn, limits: false },
    },
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  process.on('message', async (m: Message) => {
    if (m.type === 'argon') process.send!({ type: 'argon', perSecond: await argonVerifiesPerSecond(m.seconds, m.concurrency) });
    if (m.type === 'lag-start') {
      lag.reset();
      lag.enable();
      process.send!({ type: 'lag-started' });
    }
    if (m.type === 'lag-stop') {
      lag.disable();
      process.send!({ type: 'lag', p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 });
    }
  });
  process.send!({ type: 'ready', port: (api.server.address() as { port: number }).port });
  process.on('SIGTERM', async () => {
    await api.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
