import type { ChildProcess } from 'node:child_process';
import { expect, privatePort, stack, startProcess, stopProcess, test } from '../support';

// A second web server whose manifest points cs_mfe at a remote server this test owns, so the
// test can stop that remote's server for real. The other remotes come from the main stack.
// Both listen on this worker's spare ports.
const shellPort = privatePort(2);
const remotePort = privatePort(3);
const site = `http://luv.localhost:${shellPort}`;
const serveCsRemote = ['apps/web-server/src/serve-remote.ts', 'cs_mfe', String(remotePort)];

let shell: ChildProcess | undefined;
let remote: ChildProcess | undefined;

// the two tests share the servers and run in order, in one worker
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  shell = await startProcess(
    ['apps/web-server/src/main.ts'],
    {
      WEB_PORT: String(shellPort),
      SERVE_REMOTES: 'none',
      REMOTES_MANIFEST: JSON.stringify({ cs_mfe: `http://{hostname}:${remotePort}/remoteEntry.js` }),
      API_PUBLIC_PORT: String(stack.api),
      API_INTERNAL_URL: `http://127.0.0.1:${stack.api}`,
      CHAT_PUBLIC_PORT: String(stack.chat),
    },
    `http://127.0.0.1:${shellPort}/remotes.json`,
  );
});
test.afterAll(async () => {
  await stopProcess(remote);
  await stopProcess(shell);
});

test('a stopped remote shows the error boundary with a retry, not a blank page', async ({ page }) => {
  remote = await startProcess(serveCsRemote, {}, `http://127.0.0.1:${remotePort}/remoteEntry.js`);
  await page.goto(`${site}/cs/notices`);
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();

  await stopProcess(remote);
  await page.reload();
  const boundary = page.getByRole('alert').filter({ hasText: 'cs_mfe 화면을 불러오지 못했습니다.' });
  await expect(boundary).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible(); // the shell still stands around it

  remote = await startProcess(serveCsRemote, {}, `http://127.0.0.1:${remotePort}/remoteEntry.js`);
  await boundary.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
});

test('the other remotes keep working while one is down', async ({ page }) => {
  await stopProcess(remote);
  await page.goto(`${site}/my/profile`);
  await expect(page.getByRole('heading', { level: 1, name: '내 정보' })).toBeVisible();
});
