// Agency (MCN) invitations in Chromium against the real stack: an operator creates an agency and
// sends a member an invite with a contract PDF from /cs/admin/agency-invites; the member sees the
// header's badge, opens the invite, downloads the contract through its signed link (which answers
// the PDF without a session) and accepts after the confirmation; both lists show it accepted.
import { apiOrigin, brandUrl, createMember, demoOperator, expect, freshLoginId, signedInPage, test } from '../support';

/** A small but real PDF: the API checks the contract by its bytes (%PDF-). */
const CONTRACT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test('agency invite accepted: an operator sends a contract, the member downloads it and accepts', async ({ browser }) => {
  const member = await createMember({ prefix: 'agc' });
  const agencyName = `별빛엔터 ${freshLoginId('a')}`;
  const operator = await signedInPage(browser, { ...demoOperator, nickname: '운영자' });
  const page = await signedInPage(browser, member);
  try {
    // the operator: an agency, then the invite with the contract file
    await operator.goto(brandUrl('luv', '/cs/admin/agency-invites'));
    const create = operator.getByRole('form', { name: '에이전시 만들기' });
    await create.getByLabel('에이전시 이름').fill(agencyName);
    await create.getByRole('button', { name: '에이전시 만들기' }).click();
    await expect(create.getByRole('status')).toContainText(agencyName);
    await expect(operator.getByRole('list', { name: '에이전시 목록' })).toContainText(agencyName);

    const invite = operator.getByRole('form', { name: '초대 보내기' });
    await invite.getByRole('combobox', { name: '에이전시', exact: true }).selectOption({ label: `${agencyName} (luv)` });
    await invite.getByLabel('회원 아이디').fill(member.loginId);
    await invite.getByLabel('수익 배분 (%)').fill('70');
    await invite.getByLabel('초대 메시지').fill('함께 방송해요!\n<img src=x onerror="window.__pwned=1">');
    await invite.getByLabel('계약서', { exact: true }).setInputFiles({ name: '전속계약서.pdf', mimeType: 'application/pdf', buffer: CONTRACT_PDF });
    await invite.getByRole('button', { name: '초대 보내기' }).click();
    await expect(invite.getByRole('status')).toHaveText(`${member.nickname}(${member.loginId})님에게 ${agencyName}의 초대를 보냈습니다.`);
    const sentRow = operator.getByRole('list', { name: '초대 목록' }).getByRole('listitem').filter({ hasText: member.loginId });
    await expect(sentRow).toContainText('응답 대기');

    // the member: the badge, the list, the invite (opened: no longer new)
    await page.goto(brandUrl('luv', '/'));
    const nav = page.getByRole('navigation', { name: 'main' });
    await expect(nav.getByLabel('새 에이전시 초대 1개')).toBeVisible();
    await page.goto(brandUrl('luv', '/my/profile'));
    await page.getByRole('link', { name: '에이전시 초대', exact: true }).click();
    await expect(page).toHaveURL(/\/my\/agency-invites$/);
    const row = page.getByRole('list', { name: '에이전시 초대 목록' }).getByRole('listitem').filter({ hasText: agencyName });
    await expect(row).toContainText('새 초대');
    await expect(row).toContainText('수익 배분 70%');
    await expect(row).toContainText('응답 대기');
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/my\/agency-invites\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: agencyName })).toBeVisible();
    await expect(page.getByRole('region', { name: '초대 메시지' })).toContainText('<img src=x onerror="window.__pwned=1">');
    await expect(page.getByText('계약서: 전속계약서.pdf')).toBeVisible();

    // 계약서 받기: a signed link, opened as a download; the link itself answers the PDF without a session
    const linkAnswer = page.waitForResponse((r) => r.url().endsWith('/api/my/agency-invites/download-url') && r.request().method() === 'POST');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '계약서 받기' }).click();
    const { url } = (await (await linkAnswer).json()) as { url: string };
    expect(url).toMatch(/\/api\/agency-contracts\/\d+\?expires=\d+&signature=[\w-]{43}$/);
    expect((await download).suggestedFilename()).toBe('전속계약서.pdf');
    // from Node (no cookies, no client header), on 127.0.0.1: Node does not resolve *.localhost
    const file = await fetch(url.replace(/^https?:\/\/[^/]+/, apiOrigin()));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await file.arrayBuffer()).equals(CONTRACT_PDF)).toBe(true);

    // accept, confirmed once more
    await page.getByRole('button', { name: '수락', exact: true }).click();
    const confirm = page.getByRole('group', { name: '응답 확인' });
    await expect(confirm).toContainText(`${agencyName}의 초대를 수락할까요?`);
    await confirm.getByRole('button', { name: '수락하기' }).click();
    await expect(page.getByRole('status').filter({ hasText: '초대를 수락했습니다.' })).toHaveText(`${agencyName}의 초대를 수락했습니다.`);
    await expect(page.getByRole('button', { name: '수락', exact: true })).toHaveCount(0);

    await page.goto(brandUrl('luv', '/my/agency-invites'));
    const accepted = page.getByRole('list', { name: '에이전시 초대 목록' }).getByRole('listitem').filter({ hasText: agencyName });
    await expect(accepted).toContainText('수락함');
    await expect(accepted).not.toContainText('새 초대');
    await expect(page.getByRole('navigation', { name: 'main' }).getByLabel('새 에이전시 초대 1개')).toHaveCount(0);

    // the operator sees it accepted, with the agency's new member
    await operator.reload();
    await expect(operator.getByRole('list', { name: '초대 목록' }).getByRole('listitem').filter({ hasText: member.loginId })).toContainText('수락함');
    await expect(operator.getByRole('list', { name: '에이전시 목록' }).getByRole('listitem').filter({ hasText: agencyName })).toContainText('소속 1명');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  } finally {
    await page.context().close();
    await operator.context().close();
  }
});
