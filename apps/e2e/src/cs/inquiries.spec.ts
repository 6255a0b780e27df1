// Customer service in Chromium against the real stack: a member writes a 1:1 inquiry with a file,
// an operator finds it in the queue, downloads the file and answers; the member sees the answer
// (the header's badge until it is opened). What members write stays text in both screens.
import { brandUrl, createMember, demoOperator, expect, freshLoginId, PNG_2X2, signedInPage, test } from '../support';

test('a member asks with a file, an operator answers from the queue, and the member reads the answer', async ({ browser }) => {
  const member = await createMember({ prefix: 'inq' });
  const title = `충전 문의 ${freshLoginId('q')}`;
  const hostile = '<img src=x onerror="window.__pwned=1">';
  const page = await signedInPage(browser, member);
  const operator = await signedInPage(browser, { ...demoOperator, nickname: '운영자' });
  try {
    await page.goto(brandUrl('luv', '/cs/inquiries'));
    await expect(page.getByText('작성한 문의가 없습니다.')).toBeVisible();
    await page.getByRole('link', { name: '문의하기' }).click();
    const form = page.getByRole('form', { name: '문의 작성' });
    await form.getByLabel('문의 유형').selectOption('luv');
    await form.getByLabel('제목').fill(title);
    await form.getByLabel('문의 내용').fill(`결제했는데 러브가 없어요.\n${hostile}`);
    await form.getByLabel('첨부 파일').setInputFiles({ name: '영수증.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expect(form.getByRole('list', { name: '첨부할 파일' })).toContainText('영수증.png');
    await form.getByRole('button', { name: '문의 등록' }).click();
    await expect(page).toHaveURL(/\/cs\/inquiries\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('답변을 기다리고 있습니다. 답변이 등록되면 문의 내역에 표시됩니다.')).toBeVisible();
    await expect(page.getByText(hostile)).toBeVisible();

    // the operator's queue, the file, the answer
    await operator.goto(brandUrl('luv', '/cs/admin/inquiries'));
    await operator.getByRole('link', { name: new RegExp(title) }).click();
    await expect(operator.getByText(`${member.nickname} (${member.loginId})`, { exact: false })).toBeVisible();
    const download = operator.waitForEvent('download');
    await operator.getByRole('button', { name: '영수증.png' }).click();
    expect((await download).suggestedFilename()).toBe('영수증.png');
    const answerForm = operator.getByRole('form', { name: '답변 작성' });
    await answerForm.getByLabel('답변').fill('확인 후 러브를 지급했습니다.');
    await answerForm.getByRole('button', { name: '답변 등록' }).click();
    await expect(operator.getByRole('region', { name: '답변' })).toContainText('확인 후 러브를 지급했습니다.');
    await operator.goto(brandUrl('luv', '/cs/admin/operator-actions'));
    await expect(operator.getByRole('table', { name: '운영 기록' })).toContainText('문의 답변');

    // the member: the badge, the list's 새 답변, the answer; opened, the badge goes
    await page.goto(brandUrl('luv', '/cs/inquiries'));
    await expect(page.getByRole('navigation', { name: 'main' }).getByLabel('새 답변 1개')).toBeVisible();
    const row = page.getByRole('list', { name: '문의 내역' }).getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText('답변 완료');
    await expect(row).toContainText('새 답변');
    await row.getByRole('link').click();
    await expect(page.getByRole('region', { name: '답변' })).toContainText('확인 후 러브를 지급했습니다.');
    await expect(page.getByRole('button', { name: '문의 삭제' })).toHaveCount(0);
    await page.goto(brandUrl('luv', '/cs/inquiries'));
    await expect(page.getByRole('list', { name: '문의 내역' })).toContainText(title);
    await expect(page.getByRole('navigation', { name: 'main' }).getByLabel('새 답변 1개')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await operator.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await page.context().close();
    await operator.context().close();
  }
});

test('a waiting inquiry can be deleted, and a file that is not an image is refused in the API\'s words', async ({ browser }) => {
  const member = await createMember({ prefix: 'inq' });
  const page = await signedInPage(browser, member);
  try {
    await page.goto(brandUrl('luv', '/cs/inquiries/new'));
    const form = page.getByRole('form', { name: '문의 작성' });
    await form.getByLabel('문의 유형').selectOption('etc');
    await form.getByLabel('제목').fill('파일 문의');
    await form.getByLabel('문의 내용').fill('사진을 보냅니다');
    await form.getByLabel('첨부 파일').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
    await form.getByRole('button', { name: '문의 등록' }).click();
    await expect(form.getByRole('alert')).toHaveText('첨부 파일은 JPG, PNG, GIF 또는 PDF만 올릴 수 있습니다.');
    await form.getByRole('button', { name: 'photo.png 빼기' }).click();
    await form.getByRole('button', { name: '문의 등록' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '파일 문의' })).toBeVisible();
    await page.getByRole('button', { name: '문의 삭제' }).click();
    await page.getByRole('button', { name: '삭제', exact: true }).click();
    await expect(page).toHaveURL(/\/cs\/inquiries$/);
    await expect(page.getByText('작성한 문의가 없습니다.')).toBeVisible();
  } finally {
    await page.context().close();
  }
});
