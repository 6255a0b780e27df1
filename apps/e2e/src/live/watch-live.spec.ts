// Going live and watching (issue 9): a fresh broadcaster opens the studio, verifies their identity
// when asked, reveals the stream key, ffmpeg publishes a test pattern with a tone over RTMP, and a
// viewer on another brand finds the live on the home page and watches it (the video's currentTime
// advances), switches quality, sees the offline state after stop and plays the VOD.
import type { Page } from '@playwright/test';
import { brandUrl, createMember, createVerifiedMember, expect, goLive, openStudio, publishToRtmp, stopLive, test } from '../support';

const currentTime = (page: Page) => page.getByLabel(/ 영상$/).evaluate((video: HTMLVideoElement) => video.currentTime);

/** The video plays: its currentTime moves on by more than a second. */
async function expectPlaying(page: Page) {
  const start = await expect.poll(() => currentTime(page), { timeout: 45_000 }).toBeGreaterThan(0).then(() => currentTime(page));
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(start + 1);
}

test.describe('live', () => {
  test.describe.configure({ timeout: 300_000 });

  test('a broadcaster goes live from the studio; a viewer on another brand watches it from the home page, switches quality, sees it end and plays the VOD', async ({ browser }) => {
    const broadcaster = await createVerifiedMember({ prefix: 'bj' });
    const studio = await openStudio(browser, broadcaster);
    await expect(studio.getByRole('note').filter({ hasText: '본인인증이 필요합니다' })).toHaveCount(0);
    await studio.getByLabel('방송 제목').fill(`${broadcaster.nickname} 테스트 방송`);
    await studio.getByRole('button', { name: '설정 저장' }).click();
    await expect(studio.getByText('방송 설정을 저장했습니다.')).toBeVisible();
    const publisher = await goLive(studio);
    try {
      const viewer = await (await browser.newContext()).newPage();
      await viewer.goto(brandUrl('lex', '/'));
      const card = viewer.getByRole('region', { name: '지금 방송 중' }).getByRole('article').filter({ hasText: broadcaster.nickname });
      await expect(card).toBeVisible({ timeout: 30_000 });
      await card.getByRole('link').click();
      await expect(viewer).toHaveURL(/\/channels\/\d+\/live$/);
      await expect(viewer.getByRole('heading', { level: 1, name: `${broadcaster.nickname} 테스트 방송` })).toBeVisible();
      await expectPlaying(viewer);

      // quality: the master playlist's levels, auto, and the FLV source as 저지연
      await viewer.getByRole('button', { name: /^화질: 자동/ }).click();
      const items = viewer.getByRole('menu', { name: '화질' }).getByRole('menuitemradio');
      await expect(items.first()).toHaveText(/^자동/);
      await expect(items.last()).toHaveText('저지연');
      const levels = (await items.allTextContents()).filter((label) => /^\d+p/.test(label));
      expect(levels.length).toBeGreaterThan(0);
      const lowest = levels[levels.length - 1];
      await viewer.getByRole('menuitemradio', { name: lowest, exact: true }).click(); // not 자동 (480p)
      await expect(viewer.getByRole('button', { name: `화질: ${lowest}` })).toBeVisible();
      await expectPlaying(viewer);
      await viewer.getByRole('button', { name: `화질: ${lowest}` }).click();
      await viewer.getByRole('menuitemradio', { name: '저지연' }).click();
      await expectPlaying(viewer);

      // stop: the viewer's page turns offline by itself, the recording is listed and plays
      await stopLive(studio, publisher);
      await expect(viewer.getByText('지금은 방송 중이 아닙니다.')).toBeVisible({ timeout: 30_000 });
      await viewer.getByRole('link', { name: '채널에서 지난 방송 보기' }).click();
      const replay = viewer.getByRole('region', { name: '지난 방송' }).getByRole('button', { name: /다시 보기$/ });
      await expect(async () => {
        await viewer.reload();
        await expect(replay.first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
      await replay.first().click();
      await expectPlaying(viewer);
    } finally {
      await publisher.stop();
    }
  });

  test('an adult-only live gives a guest the login dialog with its adult notice; a password room asks for the password', async ({ browser }) => {
    const broadcaster = await createVerifiedMember({ prefix: 'bj' });
    const studio = await openStudio(browser, broadcaster);
    await studio.getByLabel('19세 이상 시청 (성인 방송)').check();
    await studio.getByRole('button', { name: '설정 저장' }).click();
    await expect(studio.getByText('방송 설정을 저장했습니다.')).toBeVisible();
    const publisher = await goLive(studio);
    try {
      const liveUrl = await studio.getByRole('link', { name: '시청 페이지 열기' }).getAttribute('href');
      const guest = await (await browser.newContext()).newPage();
      await guest.goto(brandUrl('luv', liveUrl ?? '/'));
      const login = guest.getByRole('dialog', { name: '로그인' });
      await expect(login).toBeVisible({ timeout: 20_000 });
      await expect(login.getByRole('note')).toHaveText('성인 방송은 본인인증 후 시청할 수 있습니다.');
      await expect(guest.getByLabel(/ 영상$/)).toHaveCount(0);

      await studio.getByLabel('19세 이상 시청 (성인 방송)').uncheck();
      await studio.getByLabel('방송 비밀번호').fill('room1234');
      await studio.getByRole('button', { name: '설정 저장' }).click();
      await expect(studio.getByText('방송 설정을 저장했습니다.').first()).toBeVisible();
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(brandUrl('bell', liveUrl ?? '/'));
      const password = visitor.getByLabel('방송 비밀번호');
      await password.fill('wrong123');
      await visitor.getByRole('button', { name: '입장' }).click();
      await expect(visitor.getByText('비밀번호가 올바르지 않습니다.')).toBeVisible();
      await password.fill('room1234');
      await visitor.getByRole('button', { name: '입장' }).click();
      await expectPlaying(visitor);
      await stopLive(studio, publisher);
    } finally {
      await publisher.stop();
    }
  });

  test('the studio tells a member without identity verification, and 방송 시작 stays off', async ({ browser }) => {
    const studio = await openStudio(browser, await createMember({ prefix: 'nopi' }));
    const note = studio.getByRole('note').filter({ hasText: '본인인증이 필요합니다' });
    await expect(note.getByRole('button', { name: '본인인증 하기' })).toBeVisible();
    await expect(studio.getByRole('button', { name: '방송 시작' })).toBeDisabled();
  });

  test('a publish with an unknown stream key is refused', async () => {
    const publisher = publishToRtmp('rtmp://127.0.0.1:1935/live/lc_not_a_real_key_0000', { size: '320x180' });
    const code = await Promise.race([publisher.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000))]);
    await publisher.stop();
    expect(code, publisher.log()).not.toBe('running');
    expect(code).not.toBe(0);
  });
});
