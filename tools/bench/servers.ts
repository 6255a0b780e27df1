// Child process of api-bench.ts: the full API (in-memory PGlite, or DATABASE_URL; migrated + seeded) and a bare
// Fastify hello-world, both on loopback ephemeral ports. Prints one JSON line with the ports.
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';

async function main(): Promise<void> {
  const api = await buildApp({ config: { pgliteDir: 'memory://', logLevel: 'silent', seedDemo: true, databaseUrl: process.env['DATABASE_URL'] || undefined } });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/', async () => ({ hello: 'world' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ api: portOf(api), bare: portOf(bare) })}\n`);
  process.on('SIGTERM', async () => {
    await Promise.all([api.close(), bare.close()]);
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
