// Direct messages in Chromium against the real stack: two members write to each other (the header
// counts the unread ones), one blocks the other, whose next message is refused in the API's words.
import type { Page } from '@playwright/test';
import { brandUrl, createMember, demoOperator, expect, signedInPage, test } from '../support';

async function write(page: Page, to: string, text: string) {
  await page.getByRole('button', { name: '쪽지 쓰기' }).click();
  const form = page.getByRole('form', { name: '쪽지 쓰기' });
  await form.getByLabel('받는 회원 아이디').fill(to);
  await form.getByLabel('내용').fill(text);
  await form.getByRole('button', { name: '보내기' }).click();
  return form;
}

test('two members exchange messages, then one blocks the other', async ({ browser }) => {
  const [a, b] = await Promise.all([createMember({ prefix: 'dma' }), createMember({ prefix: 'dmb' })]);
  const pageA = await signedInPage(browser, a);
  const pageB = await signedInPage(browser, b);
  try {
    await pageA.goto(brandUrl('luv', '/my/messages'));
    await write(pageA, b.loginId, `안녕하세요 ${b.nickname}님!\n<script>window.__pwned=1</script>`);
    await expect(pageA.getByRole('list', { name: '보낸 쪽지' })).toContainText(`${b.nickname} (${b.loginId})`);

    await pageB.goto(brandUrl('luv', '/'));
    await expect(pageB.getByRole('navigation', { name: 'main' }).getByLabel('안 읽은 쪽지 1개')).toBeVisible();
    await pageB.getByRole('navigation', { name: 'main' }).getByRole('link', { name: /쪽지/ }).click();
    const received = pageB.getByRole('list', { name: '받은 쪽지' }).getByRole('listitem').first();
    await expect(received).toContainText(`${a.nickname} (${a.loginId})`);
    await expect(received).toContainText('안 읽음');
    await received.getByRole('button', { name: '내용 보기' }).click();
    await expect(received).toContainText('<script>window.__pwned=1</script>');
    await expect(pageB.getByRole('tab', { name: '받은 쪽지', exact: true })).toBeVisible();

    // the reply reaches a, who sees b read the first one
    await received.getByRole('button', { name: '답장' }).click();
    const form = pageB.getByRole('form', { name: '쪽지 쓰기' });
    await expect(form.getByLabel('받는 회원 아이디')).toHaveValue(a.loginId);
    await form.getByLabel('내용').fill('반가워요');
    await form.getByRole('button', { name: '보내기' }).click();
    await pageA.reload();
    await expect(pageA.getByRole('list', { name: '받은 쪽지' })).toContainText(`${b.nickname} (${b.loginId})`);
    await pageA.getByRole('tab', { name: '보낸 쪽지' }).click();
    await expect(pageA.getByRole('list', { name: '보낸 쪽지' }).getByRole('listitem').first()).toContainText('읽음');

    // b blocks a: a's next message is refused, b's block list names a
    await pageB.getByRole('tab', { name: '받은 쪽지', exact: true }).click();
    await pageB.getByRole('list', { name: '받은 쪽지' }).getByRole('listitem').first().getByRole('button', { name: '차단' }).click();
    await expect(pageB.getByText(`${a.nickname}님을 차단했습니다. 이 회원은 더 이상 쪽지를 보낼 수 없습니다.`)).toBeVisible();
    await pageA.getByRole('tab', { name: /받은 쪽지/ }).click();
    const refused = await write(pageA, b.loginId, '제 쪽지 받으셨나요?');
    await expect(refused.getByRole('alert')).toHaveText('상대방이 쪽지를 받지 않습니다.');
    await pageB.getByRole('tab', { name: '차단 목록' }).click();
    await expect(pageB.getByRole('list', { name: '차단 목록' })).toContainText(`${a.nickname} (${a.loginId})`);
    expect(await pageB.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await pageA.context().close();
    await pageB.context().close();
  }
});

test('a reported message reaches the operators, who sanction its sender: signed out and refused until the sanction ends', async ({ browser }) => {
  const [reporter, spammer] = await Promise.all([createMember({ prefix: 'rpt' }), createMember({ prefix: 'spm' })]);
  const spam = `무료 러브 받기 ${spammer.loginId}`;
  const pageR = await signedInPage(browser, reporter);
  const pageS = await signedInPage(browser, spammer);
  const operator = await signedInPage(browser, { ...demoOperator, nickname: '운영자' });
  try {
    await pageS.goto(brandUrl('luv', '/my/messages'));
    await write(pageS, reporter.loginId, spam);
    await expect(pageS.getByRole('list', { name: '보낸 쪽지' })).toBeVisible();

    await pageR.goto(brandUrl('luv', '/my/messages'));
    const message = pageR.getByRole('list', { name: '받은 쪽지' }).getByRole('listitem').first();
    await message.getByRole('button', { name: '신고' }).click();
    const form = message.getByRole('form', { name: '쪽지 신고' });
    await form.getByLabel('신고 사유').selectOption('spam');
    await form.getByRole('button', { name: '신고하기' }).click();
    await expect(message.getByText('신고가 접수되었습니다. 운영자가 확인합니다.')).toBeVisible();

    await operator.goto(brandUrl('luv', '/cs/admin/declarations'));
    const report = operator.getByRole('article').filter({ hasText: spam });
    await expect(report.getByRole('blockquote', { name: '신고된 내용' })).toHaveText(spam);
    const decision = report.getByRole('form', { name: '신고 처리' });
    await decision.getByLabel('처리 사유').fill('광고 쪽지 반복');
    await decision.getByLabel('제재 기간 (일)').fill('3');
    await decision.getByRole('button', { name: '회원 제재' }).click();
    await operator.getByRole('tab', { name: '처리 완료' }).click();
    await expect(operator.getByRole('article').filter({ hasText: spam })).toContainText('광고 쪽지 반복');

    // the sanctioned member's session ended: the next page is a guest's
    await pageS.goto(brandUrl('luv', '/my/messages'));
    await expect(pageS.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  } finally {
    await pageR.context().close();
    await pageS.context().close();
    await operator.context().close();
  }
});
