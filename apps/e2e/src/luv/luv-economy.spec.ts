// The luv economy (issue 11) against the real stack and the sandbox payment gateway `npm start`
// runs (tools/dev-payment-gateway.mjs): a member buys luv by card on the gateway's own checkout
// page and cancels the purchase; another buys by virtual account and pays at the sandbox bank
// later (the deposit arrives by the gateway's signed webhook while the payment page waits); a
// member registers a coupon once and gifts the luv in a live, which the broadcaster sees in the
// chat and in the wallet's earnings; a member subscribes in a live and cancels the renewal; a member
// buys hearts and sends one from a channel page, and its broadcaster exchanges earnings; a broadcaster registers a bank account with its bank-book
// copy, an operator approves it, and the broadcaster applies for a withdrawal with its preview and
// cancels it.
import type { Page } from '@playwright/test';
import { brandUrl, buyLuv, PNG_2X2, createMember, createVerifiedMember, expect, giftFromNewFan, memberApi, openChannel, operatorApi, signInViaApi, stack, startLive, test, type Member } from '../support';

/** A member's own browser on the luv brand, signed in. */
async function memberPage(browser: import('@playwright/test').Browser, member: Member): Promise<Page> {
  const context = await browser.newContext();
  await signInViaApi(context, 'luv', member);
  return context.newPage();
}
const balanceOf = (page: Page) => page.locator('[data-balance]');
/** The payment page's status line (the shell's toast region is a status too). */
const paymentStatus = (page: Page) => page.getByRole('main').getByRole('status');

/** From the shop to the gateway's checkout page with a package and a method chosen. */
async function checkout(page: Page, luv: string, method: string) {
  await page.goto(brandUrl('luv', '/luv/shop'));
  await page.getByText(`${luv} 러브`, { exact: true }).click();
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${stack.pg}/checkout/`));
  await expect(page.getByRole('heading', { name: '샌드박스 결제' })).toBeVisible();
}
const paymentPage = /\/luv\/payments\/([0-9a-f-]{36})$/;

test.describe('luv: buying, coupons and gifts', () => {
  test('buys 10,000 luv by card at the sandbox gateway, sees the receipt, and cancels the unspent purchase', async ({ browser }) => {
    const page = await memberPage(browser, await createMember({ prefix: 'card' }));
    try {
      await checkout(page, '10,000', '신용카드');
      await page.getByRole('button', { name: '11,000원 결제하기' }).click();
      await expect(page).toHaveURL(paymentPage);
      await expect(paymentStatus(page)).toHaveText('결제 완료');
      await expect(page.getByText('10,100 러브가 충전되었습니다.')).toBeVisible();

      await page.getByRole('link', { name: '영수증 보기' }).click();
      const receipt = page.getByRole('article', { name: '영수증' });
      await expect(receipt).toContainText('(주)러브캐스트');
      await expect(receipt).toContainText('10,000원'); // supply value
      await expect(receipt).toContainText('1,000원'); // VAT
      await page.getByRole('link', { name: '결제로 돌아가기' }).click();

      await page.getByRole('button', { name: '결제 취소' }).click();
      await page.getByRole('alertdialog', { name: '결제 취소' }).getByRole('button', { name: '취소하기' }).click();
      await expect(paymentStatus(page)).toHaveText('결제 취소');
      await page.getByRole('link', { name: '지갑으로' }).click();
      await expect(balanceOf(page)).toHaveAttribute('data-balance', '0');
    } finally {
      await page.context().close();
    }
  });

  test('buys 5,000 luv by virtual account: waits for the deposit, which the sandbox bank makes later, then shows the luv', async ({ browser }) => {
    const page = await memberPage(browser, await createMember({ prefix: 'vbank' }));
    try {
      await checkout(page, '5,000', '가상계좌');
      await page.getByRole('button', { name: '가상계좌 발급받기' }).click();
      await expect(page).toHaveURL(paymentPage);
      await expect(paymentStatus(page)).toHaveText('입금 대기');
      const account = page.getByRole('definition').filter({ hasText: /^\d{13}$/ });
      await expect(account).toBeVisible();
      const paymentId = paymentPage.exec(page.url())![1];

      // the buyer pays at the (sandbox) bank: its deposit notice reaches the API 2 s later
      const [found] = (await (await page.request.get(`http://127.0.0.1:${stack.pg}/v1/sandbox/payments?orderId=${paymentId}`)).json()) as { depositUrl: string }[];
      const bank = await page.context().newPage();
      await bank.goto(found.depositUrl);
      await expect(bank.getByText(await account.innerText())).toBeVisible();
      await bank.getByLabel('몇 초 뒤에 입금 통보').fill('2');
      await bank.getByRole('button', { name: '입금하기' }).click();
      await expect(bank.getByRole('heading', { name: '입금했습니다.' })).toBeVisible();
      await bank.close();

      await expect(paymentStatus(page)).toHaveText('결제 완료', { timeout: 20_000 });
      await expect(page.getByText('5,000 러브가 충전되었습니다.')).toBeVisible();
      await page.goto(brandUrl('luv', '/luv/wallet'));
      await expect(balanceOf(page)).toHaveAttribute('data-balance', '5000');
    } finally {
      await page.context().close();
    }
  });

  test('registers WELCOME-2026 once, gifts its 1,000 luv in a live: the broadcaster sees the gift in the chat and the earnings in the wallet', async ({ browser }) => {
    test.setTimeout(180_000);
    const live = await startLive(browser);
    const viewer = await createMember({ prefix: 'gift' });
    const page = await memberPage(browser, viewer);
    try {
      await page.goto(brandUrl('luv', '/luv/wallet'));
      await page.getByLabel('쿠폰 번호').fill('welcome-2026');
      await page.getByRole('button', { name: '등록' }).click();
      await expect(page.getByRole('status').filter({ hasText: '쿠폰으로 1,000 러브를 받았습니다.' })).toBeVisible();
      await expect(balanceOf(page)).toHaveAttribute('data-balance', '1000');
      await page.getByLabel('쿠폰 번호').fill('WELCOME-2026');
      await page.getByRole('button', { name: '등록' }).click();
      await expect(page.getByRole('alert').filter({ hasText: '이미 사용한 쿠폰입니다.' })).toBeVisible();

      const broadcasterPage = await live.studio.context().newPage();
      await broadcasterPage.goto(brandUrl('luv', live.livePath));
      const broadcasterChat = broadcasterPage.getByRole('complementary', { name: '채팅' });
      await expect(broadcasterChat.getByLabel('채팅 입력')).toBeEnabled({ timeout: 30_000 });

      await page.goto(brandUrl('luv', live.livePath));
      await page.getByRole('button', { name: '선물하기' }).click();
      const dialog = page.getByRole('form', { name: `${live.broadcaster.nickname}님에게 선물하기` });
      await expect(dialog.locator('[data-balance]')).toHaveAttribute('data-balance', '1000');
      await dialog.getByRole('button', { name: '1,000', exact: true }).click();
      await dialog.getByLabel('메시지 (선택)').fill('첫 선물이에요');
      await dialog.getByRole('button', { name: '선물하기' }).click();
      await expect(page.getByText(`${live.broadcaster.nickname}님에게 1,000 러브를 선물했습니다.`)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const giftLine = `${viewer.nickname}님이 1,000 러브를 선물했습니다. 첫 선물이에요`;
      await expect(broadcasterChat.getByRole('log', { name: '채팅 메시지' }).getByText(giftLine)).toBeVisible();
      await expect(page.getByRole('complementary', { name: '채팅' }).getByText(giftLine)).toBeVisible();

      await broadcasterPage.goto(brandUrl('luv', '/luv/wallet'));
      await expect(broadcasterPage.getByRole('region', { name: '받은 러브' }).locator('[data-earnings]')).toHaveAttribute('data-earnings', '1000');
      await broadcasterPage.getByRole('tab', { name: '받은 선물' }).click();
      await expect(broadcasterPage.getByRole('cell', { name: `${viewer.nickname} (${viewer.loginId})` })).toBeVisible();

      await page.goto(brandUrl('luv', '/luv/wallet'));
      await expect(balanceOf(page)).toHaveAttribute('data-balance', '0');
    } finally {
      await page.context().close();
      await live.close();
    }
  });

  test("subscribes to a live's broadcaster for 3,300 luv: the room sees it, the channel counts the subscriber, and the renewal is cancelled on the subscriptions page", async ({ browser }) => {
    test.setTimeout(180_000);
    const live = await startLive(browser);
    const viewer = await createMember({ prefix: 'sub' });
    const api = await memberApi(viewer);
    const page = await memberPage(browser, viewer);
    try {
      await buyLuv(api, 10_000);
      const broadcasterPage = await live.studio.context().newPage();
      await broadcasterPage.goto(brandUrl('luv', live.livePath));
      const broadcasterChat = broadcasterPage.getByRole('complementary', { name: '채팅' });
      await expect(broadcasterChat.getByLabel('채팅 입력')).toBeEnabled({ timeout: 30_000 });

      await page.goto(brandUrl('luv', live.livePath));
      await page.getByRole('button', { name: '구독하기' }).click();
      const dialog = page.getByRole('form', { name: `${live.broadcaster.nickname}님 구독하기` });
      await expect(dialog.locator('[data-balance]')).toHaveAttribute('data-balance', '10100');
      await dialog.getByRole('button', { name: '1개월 · 3,300 러브' }).click();
      await dialog.getByRole('button', { name: '구독하기' }).click();
      await expect(page.getByText(`${live.broadcaster.nickname}님을 구독했습니다.`)).toBeVisible();
      await expect(broadcasterChat.getByRole('log', { name: '채팅 메시지' }).getByText(`${viewer.nickname}님이 1개월 구독했습니다.`)).toBeVisible();

      // the broadcaster's subscribers and the channel page count the subscription
      await broadcasterPage.goto(brandUrl('luv', '/luv/subscriptions'));
      await expect(broadcasterPage.locator('[data-active-subscribers]')).toHaveAttribute('data-active-subscribers', '1');
      await expect(broadcasterPage.getByRole('row').filter({ hasText: viewer.nickname })).toContainText('구독 중');
      await page.goto(brandUrl('luv', live.livePath.replace(/\/live$/, '')));
      await expect(page.locator('[data-subscriber-count]')).toHaveText('1');

      await page.goto(brandUrl('luv', '/luv/subscriptions'));
      const row = page.getByRole('row').filter({ hasText: live.broadcaster.nickname });
      await expect(row).toContainText('구독 중');
      await row.getByRole('button', { name: '갱신 취소' }).click();
      await expect(row).toContainText('갱신 취소됨');
      await expect(row.getByRole('button', { name: '다시 갱신' })).toBeVisible();
      await page.goto(brandUrl('luv', '/luv/wallet'));
      await expect(balanceOf(page)).toHaveAttribute('data-balance', '6800');
    } finally {
      await api.dispose();
      await page.context().close();
      await live.close();
    }
  });

  test("buys hearts in the item shop and sends one from a channel page's gift dialog; the broadcaster exchanges earnings at the event with its bonus", async ({ browser }) => {
    test.setTimeout(120_000);
    const broadcaster = await createVerifiedMember({ prefix: 'xbj' });
    const channelId = await openChannel(broadcaster);
    await giftFromNewFan(channelId, 2_000);
    const viewer = await createMember({ prefix: 'item' });
    const api = await memberApi(viewer);
    const page = await memberPage(browser, viewer);
    const casterPage = await memberPage(browser, broadcaster);
    try {
      await buyLuv(api, 10_000);
      await page.goto(brandUrl('luv', '/luv/items'));
      await page.getByLabel('하트 수량').fill('2');
      await page.getByRole('button', { name: '하트 2개 구매 (200 러브)' }).click();
      await expect(page.getByText('하트 2개를 구매했습니다.')).toBeVisible();
      await expect(page.locator('[data-held="heart"]')).toContainText('2개');

      await page.goto(brandUrl('luv', `/channels/${channelId}`));
      await page.getByRole('button', { name: '선물하기' }).click();
      const items = page.getByRole('form', { name: `${broadcaster.nickname}님에게 아이템 보내기` });
      await items.getByRole('button', { name: '하트 2개' }).click();
      await items.getByRole('button', { name: '아이템 보내기' }).click();
      await expect(page.getByText(`${broadcaster.nickname}님에게 하트 1개를 보냈습니다.`)).toBeVisible();
      await page.goto(brandUrl('luv', '/luv/items'));
      await expect(page.locator('[data-held="heart"]')).toContainText('1개');

      // the broadcaster holds 2,000 + 100 earned: 1,000 of them become 1,100 luv in the wallet
      await casterPage.goto(brandUrl('luv', '/luv/exchange'));
      await expect(casterPage.locator('[data-earnings]')).toHaveAttribute('data-earnings', '2100');
      await expect(casterPage.locator('[data-exchange-bonus]')).toHaveAttribute('data-exchange-bonus', '100');
      await casterPage.getByRole('button', { name: '환전하기' }).click();
      await expect(casterPage.getByText('1,100 러브로 환전했습니다.')).toBeVisible();
      await expect(casterPage.locator('[data-earnings]')).toHaveAttribute('data-earnings', '1100');
      await casterPage.goto(brandUrl('luv', '/luv/wallet'));
      await expect(balanceOf(casterPage)).toHaveAttribute('data-balance', '1100');
    } finally {
      await api.dispose();
      await page.context().close();
      await casterPage.context().close();
    }
  });

  test('a broadcaster registers a bank account with its bank-book copy, and once an operator approved it, applies for a withdrawal with the preview and cancels it', async ({ browser }) => {
    const broadcaster = await createVerifiedMember({ prefix: 'wdr' });
    await giftFromNewFan(await openChannel(broadcaster), 10_000);
    const page = await memberPage(browser, broadcaster);
    const operator = await operatorApi();
    try {
      await page.goto(brandUrl('luv', '/luv/withdraw'));
      await expect(page.locator('[data-available]')).toHaveAttribute('data-available', '10000');
      const accountForm = page.getByRole('form', { name: '출금 계좌 등록' });
      await accountForm.getByLabel('은행').selectOption({ label: 'KB국민은행' });
      await accountForm.getByLabel('예금주 (본인인증한 이름)').fill('홍길동');
      await accountForm.getByLabel('계좌번호').fill('123-456-789012');
      await accountForm.getByLabel('통장 사본 (JPG, PNG, PDF, 5MB까지)').setInputFiles({ name: 'bankbook.png', mimeType: 'image/png', buffer: PNG_2X2 });
      await accountForm.getByRole('button', { name: '계좌 등록 신청' }).click();
      await expect(page.getByText('운영자 확인 중')).toBeVisible();
      await expect(page.getByRole('form', { name: '출금 신청' })).toHaveCount(0);

      await operator.reviewBankAccount(broadcaster.loginId, 'approve');
      await page.reload();
      await expect(page.getByText('승인됨')).toBeVisible();
      const form = page.getByRole('form', { name: '출금 신청' });
      await form.getByLabel('출금할 러브').fill('10000');
      const preview = form.locator('[data-preview]');
      await expect(preview.locator('[data-gross]')).toHaveText('10,000원');
      await expect(preview.locator('[data-fee]')).toHaveText('-3,000원');
      await expect(preview.locator('[data-net]')).toHaveText('6,770원');
      await form.getByRole('button', { name: '출금 신청' }).click();
      const confirm = page.getByRole('alertdialog', { name: '출금 신청' });
      await expect(confirm.locator('[data-net]')).toHaveText('6,770원');
      await confirm.getByRole('button', { name: '신청하기' }).click();
      await expect(page.getByText('출금을 신청했습니다.')).toBeVisible();
      await expect(page.locator('[data-available]')).toHaveAttribute('data-available', '0');
      const row = page.getByRole('row').filter({ hasText: '6,770원' });
      await expect(row).toContainText('신청');

      await row.getByRole('button', { name: '신청 취소' }).click();
      await expect(row).toContainText('취소');
      await expect(page.locator('[data-available]')).toHaveAttribute('data-available', '10000');
    } finally {
      await operator.dispose();
      await page.context().close();
    }
  });
});
