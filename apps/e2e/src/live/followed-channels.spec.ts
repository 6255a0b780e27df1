// The followed list (issue 9): a member follows a seeded channel on its channel page and finds it
// under 팔로우 (/following, the header link); a guest gets 회원 전용 there.
import { brandUrl, createMember, expect, signInViaApi, test } from '../support';

test.describe('followed channels', () => {
  test('a member follows a seeded channel on its page and sees it in the followed list, linking back to the channel', async ({ browser }) => {
    const member = await createMember({ prefix: 'fol' });
    const context = await browser.newContext();
    await signInViaApi(context, 'luv', member);
    const page = await context.newPage();

    // nobody followed yet
    await page.goto(brandUrl('luv', '/following'));
    await expect(page.getByRole('heading', { level: 1, name: '팔로우' })).toBeVisible();
    await expect(page.getByText('아직 팔로우한 채널이 없습니다.')).toBeVisible();

    // the seeded broadcaster's channel, found with the home page's channel search (the suggestions
    // list the newest channels first, and other tests keep making channels)
    await page.goto(brandUrl('luv', '/'));
    await page.getByRole('search', { name: '채널 검색' }).getByRole('searchbox', { name: '검색어' }).fill('별빛BJ');
    await page.getByRole('search', { name: '채널 검색' }).getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=/);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: '별빛BJ' });
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/channels\/\d+(\/live)?$/);
    const channelId = /\/channels\/(\d+)/.exec(page.url())![1];
    if (page.url().endsWith('/live')) await page.goto(brandUrl('luv', `/channels/${channelId}`));
    const follow = page.getByRole('button', { name: '팔로우', exact: true });
    await follow.click();
    await expect(page.getByRole('button', { name: '팔로잉' })).toHaveAttribute('aria-pressed', 'true');

    // the header's 팔로우 link: the channel is listed, its card leads back to it
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: '팔로우' }).click();
    await expect(page).toHaveURL(/\/following$/);
    const list = page.getByRole('region', { name: /^팔로우한 채널 1개 · 방송 중 [01]개$/ });
    const followed = list.getByRole('article').filter({ hasText: '별빛BJ' });
    await expect(followed).toBeVisible();
    await expect(followed.getByRole('link')).toHaveAttribute('href', new RegExp(`^/channels/${channelId}(/live)?$`));
    await context.close();
  });

  test('a guest opening /following gets 회원 전용', async ({ browser }) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(brandUrl('luv', '/following'));
    await expect(page.getByRole('alertdialog', { name: '회원 전용' })).toBeVisible();
    await expect(page.getByText('로그인 후 이용가능합니다.').first()).toBeVisible();
  });
});
