// A process for signals.spec.ts: prints "ready", closes through onShutdown in CLOSE_MS (default
// 200) ms printing "closed", with TIMEOUT_MS as the bound.
import { onShutdown } from './signals';

const closeMs = Number(process.env['CLOSE_MS'] ?? 200);
onShutdown({ name: 'fixture', timeoutMs: Number(process.env['TIMEOUT_MS'] ?? 5000) }, async ({ signal }) => {
  await new Promise((resolve) => setTimeout(resolve, closeMs));
  console.log(`closed after ${signal}`);
});
setInterval(() => undefined, 1000); // a server would keep the process alive
console.log('ready');
