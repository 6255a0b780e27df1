// A channel's fan board in Chromium against the real stack: a fan posts from the channel page, another
// fan likes and comments, the BJ pins the post to the top; a post's markup stays text.
import type { Browser, Page } from '@playwright/test';
import { brandUrl, createMember, expect, openChannel, signInViaApi, test, type Member } from '../support';

async function signedInPage(browser: Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  await signInViaApi(context, 'luv', member);
  return context.newPage();
}

test('a fan posts on a channel board, another likes and comments, the BJ pins it', async ({ browser }) => {
  const [bj, fan, other] = await Promise.all([createMember({ prefix: 'bdj' }), createMember({ prefix: 'bdf' }), createMember({ prefix: 'bdo' })]);
  const channelId = await openChannel(bj);
  const [bjPage, fanPage, otherPage] = await Promise.all([signedInPage(browser, bj), signedInPage(browser, fan), signedInPage(browser, other)]);
  try {
    // the fan finds the board on the channel page and writes an older post, then the one that matters
    await fanPage.goto(brandUrl('luv', `/channels/${channelId}`));
    await fanPage.getByRole('link', { name: '팬 게시판' }).click();
    await expect(fanPage).toHaveURL(new RegExp(`/cs/boards/${channelId}$`));
    for (const [title, content] of [
      ['먼저 쓴 글', '첫 글'],
      ['오늘 방송 최고', '<img src=x onerror="window.__pwned=1">\n정말 재밌었어요'],
    ]) {
      await fanPage.getByRole('link', { name: '글쓰기' }).click();
      const form = fanPage.getByRole('form', { name: '글쓰기' });
      await form.getByRole('textbox', { name: '제목' }).fill(title);
      await form.getByRole('textbox', { name: /^내용/ }).fill(content);
      await form.getByRole('button', { name: '등록' }).click();
      await expect(fanPage.getByRole('article')).toContainText(title);
      await fanPage.getByRole('link', { name: '← 게시판으로' }).click();
    }
    const titles = fanPage.getByRole('list', { name: '게시글 목록' }).getByRole('link');
    await expect(titles).toHaveCount(2);
    await expect(titles.first()).toContainText('오늘 방송 최고');

    // another fan likes and comments
    await otherPage.goto(brandUrl('luv', `/cs/boards/${channelId}`));
    await otherPage.getByRole('link', { name: /오늘 방송 최고/ }).click();
    const article = otherPage.getByRole('article');
    await expect(article).toContainText('<img src=x onerror="window.__pwned=1">');
    await article.getByRole('button', { name: /좋아요 0/ }).click();
    await expect(article.getByRole('button', { name: /좋아요 1/ })).toHaveAttribute('aria-pressed', 'true');
    const comment = otherPage.getByRole('form', { name: '댓글 쓰기' });
    await comment.getByRole('textbox').fill('저도 봤어요!');
    await comment.getByRole('button', { name: '댓글 등록' }).click();
    await expect(otherPage.getByRole('region', { name: '댓글' })).toContainText('저도 봤어요!');

    // the BJ pins the older post: it leads the list, marked 공지
    await bjPage.goto(brandUrl('luv', `/cs/boards/${channelId}`));
    await bjPage.getByRole('link', { name: /먼저 쓴 글/ }).click();
    await bjPage.getByRole('button', { name: '공지로 고정' }).click();
    await expect(bjPage.getByRole('button', { name: '공지 해제' })).toBeVisible();
    await bjPage.getByRole('link', { name: '← 게시판으로' }).click();
    const list = bjPage.getByRole('list', { name: '게시글 목록' }).getByRole('link');
    await expect(list.first()).toContainText('공지');
    await expect(list.first()).toContainText('먼저 쓴 글');
    await expect(list.nth(1)).toContainText('[1]');

    // the fan sees the like and the comment on their post; nothing of the markup ran anywhere
    await fanPage.reload();
    await fanPage.getByRole('link', { name: /오늘 방송 최고/ }).click();
    await expect(fanPage.getByRole('article').getByRole('button', { name: /좋아요 1/ })).toBeVisible();
    await expect(fanPage.getByRole('region', { name: '댓글' })).toContainText('저도 봤어요!');
    for (const page of [fanPage, otherPage, bjPage]) expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await Promise.all([bjPage, fanPage, otherPage].map((p) => p.context().close()));
  }
});
