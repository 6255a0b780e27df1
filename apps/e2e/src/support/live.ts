// Going live for a test (issue 9), shared by the live and chat folders: a member's studio (luv
// brand, channel created), the stream key revealed and ffmpeg publishing a test pattern to the
// studio's RTMP URL (publishToRtmp) until the studio says 방송 중; stopLive ends it from the studio.
import { expect, type Browser, type Page } from '@playwright/test';
import { createVerifiedMember, signInViaApi, type Member } from './api';
import { publishToRtmp, type RtmpPublisher } from './ffmpeg';
import { brandUrl } from './stack';

/** The RTMP URL for ffmpeg on this machine: the studio's host name may be a brand name Node cannot resolve. */
export const forFfmpeg = (url: string) => url.replace(/^rtmp:\/\/[^:/]+/, 'rtmp://127.0.0.1');

/** A member in the studio (luv brand, in a browser context of its own) with their channel created: returns the studio page. */
export async function openStudio(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  await signInViaApi(context, 'luv', member);
  const page = await context.newPage();
  await page.goto(brandUrl('luv', '/studio'));
  await page.getByRole('button', { name: '채널 만들기' }).click();
  await expect(page.getByLabel('스트림 키')).toBeVisible();
  return page;
}

/**
 * Reveals the key (hidden until then) and publishes to the studio's RTMP URL; waits for 방송 중.
 * `size`: the test pattern's size (a small one keeps the encoder, the packager and the viewers'
 * decoders light when video is not what the test looks at).
 */
export async function goLive(studio: Page, options: { size?: string } = {}): Promise<RtmpPublisher> {
  const key = studio.getByLabel('스트림 키');
  await expect(key).toHaveValue('••••••••••');
  await studio.getByRole('button', { name: '보기' }).click();
  await expect(key).toHaveValue(/^\S{12,}$/);
  const streamKey = await key.inputValue();
  const url = await studio.getByLabel('서버 주소').inputValue();
  expect(url).toMatch(/^rtmp:\/\/.+\/live$/);
  const publisher = publishToRtmp(`${forFfmpeg(url)}/${streamKey}`, options.size ? { size: options.size } : {});
  try {
    await expect(studio.locator('[data-on-air]')).toHaveText('방송 중', { timeout: 60_000 });
  } catch (error) {
    await publisher.stop();
    throw new Error(`${String(error)}\nffmpeg: ${publisher.log()}`);
  }
  return publisher;
}

/** 방송 종료 in the studio (confirmed), then the encoder stops. */
export async function stopLive(studio: Page, publisher: RtmpPublisher): Promise<void> {
  await studio.getByRole('button', { name: '방송 종료' }).click();
  await studio.getByRole('alertdialog', { name: '방송 종료' }).getByRole('button', { name: '종료' }).click();
  await expect(studio.locator('[data-on-air]')).toHaveText('방송 대기', { timeout: 30_000 });
  await publisher.stop();
}

/** A live of a fresh broadcaster, for tests about what happens around it (chat, luv, ...). */
export interface Live {
  broadcaster: Member;
  /** the broadcaster's studio (its context is the broadcaster's browser) */
  studio: Page;
  publisher: RtmpPublisher;
  /** the watch page's path, `/channels/{id}/live` */
  livePath: string;
  /** stops the encoder and closes the broadcaster's browser context */
  close(): Promise<void>;
}

/**
 * A fresh identity-verified broadcaster goes live from the studio with a small test pattern
 * (320x180 by default): the watch page's path is that of the studio's 시청 페이지 열기 link.
 */
export async function startLive(browser: Browser, options: { size?: string } = {}): Promise<Live> {
  const broadcaster = await createVerifiedMember({ prefix: 'bj' });
  const studio = await openStudio(browser, broadcaster);
  try {
    await studio.getByLabel('방송 제목').fill(`${broadcaster.nickname} 방송`);
    await studio.getByRole('button', { name: '설정 저장' }).click();
    await expect(studio.getByText('방송 설정을 저장했습니다.')).toBeVisible();
    const publisher = await goLive(studio, { size: options.size ?? '320x180' });
    const livePath = (await studio.getByRole('link', { name: '시청 페이지 열기' }).getAttribute('href')) ?? '';
    expect(livePath).toMatch(/^\/channels\/\d+\/live$/);
    return {
      broadcaster,
      studio,
      publisher,
      livePath,
      async close() {
        await publisher.stop();
        await studio.context().close();
      },
    };
  } catch (error) {
    await studio.context().close();
    throw error;
  }
}
