// The live chat (issue 10) against the real stack: one broadcaster goes live (ffmpeg publishes a
// small test pattern) for the whole file, and fresh members watch on two brand hosts, each in a
// browser of their own (signed in through the API). Lines flow both ways across the brands; a
// manager named from the chat settings menu kicks a member from the name menu; freeze and slow mode
// refuse members' lines; a session that ended during chat shows the spec's text after the
// client's retries. The tests share the live, so they run in order in one worker; one that fails
// takes a fresh worker, and with it a fresh live, for the next.
import type { Browser, Page, WebSocketRoute } from '@playwright/test';
import { LIMITS } from '@luvcast/contracts';
import { brandUrl, createMember, expect, signInViaApi, signOutElsewhere, startLive, test, type Brand, type Live, type Member } from '../support';

const chatPanel = (page: Page) => page.getByRole('complementary', { name: '채팅' });
const chatInput = (page: Page) => chatPanel(page).getByLabel('채팅 입력');
const chatLog = (page: Page) => chatPanel(page).getByRole('log', { name: '채팅 메시지' });
/** The line of the chat list that holds `text`. */
const lineWith = (page: Page, text: string) => chatLog(page).getByRole('listitem').filter({ hasText: text });

/** Opens the live page and waits until the chat takes text (connected, in the room, allowed to write). */
async function openChat(page: Page, brand: Brand, livePath: string): Promise<Page> {
  await page.goto(brandUrl(brand, livePath));
  await expect(chatInput(page)).toBeEnabled({ timeout: 30_000 });
  return page;
}

/** `member` watches the live on `brand` in a browser of their own (signed in through the API). */
async function memberInChat(browser: Browser, live: Live, member: Member, brand: Brand): Promise<Page> {
  const context = await browser.newContext();
  await signInViaApi(context, brand, member);
  return openChat(await context.newPage(), brand, live.livePath);
}

/** Types a line and presses Enter; the input is emptied once the server took it. */
async function say(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
}

/** Types a line and presses Enter; the server refuses it with `why` and the line stays in the input. */
async function sayRefused(page: Page, text: string, why: string | RegExp): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press('Enter');
  await expect(chatPanel(page).getByRole('alert').filter({ hasText: why })).toBeVisible();
  await expect(chatInput(page)).toHaveValue(text);
}

/** The chat panel's settings menu (broadcaster and managers), opened. */
async function openChatSettings(page: Page) {
  const settings = chatPanel(page).getByRole('group', { name: '채팅 설정' });
  if (!(await settings.isVisible())) await chatPanel(page).getByRole('button', { name: '채팅 설정' }).click();
  await expect(settings).toBeVisible();
  return settings;
}

/**
 * A kick's "until" as the chat shows it (month, day, hour, minute, in the page's Korean locale data
 * and time zone) for a kick of `minutes` made about `at`, give or take a minute.
 */
function untilTexts(page: Page, at: number, minutes: number): Promise<string[]> {
  return page.evaluate(
    ({ at, minutes }) => {
      const format = new Intl.DateTimeFormat('ko', { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit' });
      return [-1, 0, 1].map((drift) => format.format(new Date(at + (minutes + drift) * 60_000)));
    },
    { at, minutes },
  );
}

test.describe('chat in a live', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  let live: Live;
  let broadcasterPage: Page;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    live = await startLive(browser);
    broadcasterPage = await openChat(await live.studio.context().newPage(), 'luv', live.livePath);
  });

  test.afterAll(async () => {
    await live?.close();
  });

  test('members on two brand hosts and the broadcaster chat in one live: every line reaches the others, as plain text', async ({ browser }) => {
    const [onLuv, onLex] = await Promise.all([createMember({ prefix: 'chl' }), createMember({ prefix: 'chx' })]);
    const [a, b] = await Promise.all([memberInChat(browser, live, onLuv, 'luv'), memberInChat(browser, live, onLex, 'lex')]);
    try {
      const fromA = `luv에서 안녕하세요 ${onLuv.nickname}`;
      await say(a, fromA);
      for (const reader of [b, broadcasterPage]) await expect(lineWith(reader, fromA)).toContainText(onLuv.nickname);

      // markup and a link in a line stay text on the other brand: no element, no script run
      const fromB = `lex에서 반가워요 <b>굵게</b><img src=x onerror="window.__chatInjected=1"> https://example.com ${onLex.nickname}`;
      await say(b, fromB);
      for (const reader of [a, broadcasterPage]) await expect(lineWith(reader, fromB)).toContainText(onLex.nickname);
      const seenByA = lineWith(a, fromB);
      await expect(seenByA.getByRole('link')).toHaveCount(0);
      await expect(seenByA.getByRole('img')).toHaveCount(0);
      expect(await a.evaluate(() => (window as { __chatInjected?: number }).__chatInjected)).toBeUndefined();

      const fromBroadcaster = `방송인 인사 ${live.broadcaster.nickname}`;
      await say(broadcasterPage, fromBroadcaster);
      for (const reader of [a, b]) {
        await expect(lineWith(reader, fromBroadcaster)).toContainText(live.broadcaster.nickname);
        await expect(lineWith(reader, fromBroadcaster)).toContainText('방송인');
      }
    } finally {
      await a.context().close();
      await b.context().close();
    }
  });

  test('a manager named from the chat settings kicks a member from the name menu with a reason: the member sees why and until when and cannot write, the others see the kick', async ({ browser }) => {
    const [manager, target] = await Promise.all([createMember({ prefix: 'mgr' }), createMember({ prefix: 'kik' })]);

    const settings = await openChatSettings(broadcasterPage);
    await settings.getByLabel('매니저 아이디').fill(manager.loginId);
    await settings.getByRole('button', { name: '지정', exact: true }).click();
    await expect(chatPanel(broadcasterPage).getByRole('alert').filter({ hasText: `매니저로 지정했습니다: ${manager.loginId}` })).toBeVisible();
    await expect(lineWith(broadcasterPage, `${manager.nickname}님이 매니저로 지정되었습니다.`)).toBeVisible();
    await chatPanel(broadcasterPage).getByRole('button', { name: '채팅 설정' }).click();

    const [managerPage, targetPage] = await Promise.all([memberInChat(browser, live, manager, 'luv'), memberInChat(browser, live, target, 'lex')]);
    try {
      const managerLine = `매니저입니다 ${manager.nickname}`;
      await say(managerPage, managerLine);
      await expect(lineWith(targetPage, managerLine)).toContainText('매니저');

      const targetLine = `도배 ${target.nickname}`;
      await say(targetPage, targetLine);
      // right-click on the name opens its menu; the kick asks for a reason and the minutes
      await lineWith(managerPage, targetLine).getByRole('button', { name: target.nickname }).click({ button: 'right' });
      // (the menu and its form are clicked like a mouse user does: an item hidden or covered fails here, in 10 s)
      const click = { timeout: 10_000 };
      await managerPage.getByRole('menu', { name: `${target.nickname} 메뉴` }).getByRole('menuitem', { name: '강퇴', exact: true }).click(click);
      const form = managerPage.getByRole('form', { name: `강퇴: ${target.nickname}` });
      const reason = '도배 금지';
      await form.getByLabel('사유').click(click);
      await form.getByLabel('사유').fill(reason);
      await form.getByLabel('시간(분)').fill('10');
      const kickedAt = Date.now();
      await form.getByRole('button', { name: '확인' }).click(click);
      await expect(chatPanel(managerPage).getByRole('alert').filter({ hasText: `${target.nickname}: 강퇴 완료` })).toBeVisible();

      // the kicked member: why and until when, and the input is off
      const ban = chatPanel(targetPage).getByRole('alert').filter({ hasText: '강퇴되었습니다.' });
      await expect(ban).toHaveText(new RegExp(`^강퇴되었습니다\\. 사유: ${reason} \\((.+)까지\\) 이의신청$`));
      await expect(ban.getByRole('link', { name: '이의신청' })).toHaveAttribute('href', /\/cs\/inquiries\/new\?appeal=chat_ban:\d+$/);
      const until = /\((.+)까지\)/.exec((await ban.textContent()) ?? '')?.[1] ?? '';
      expect(await untilTexts(targetPage, kickedAt, 10)).toContain(until);
      await expect(chatInput(targetPage)).toBeDisabled();

      // everyone else in the room sees the kick line with the reason and the time
      for (const reader of [broadcasterPage, managerPage]) {
        await expect(lineWith(reader, `${target.nickname}님이 강퇴되었습니다.`)).toHaveText(`${target.nickname}님이 강퇴되었습니다. 사유: ${reason} (${until}까지)`);
      }

      // the kick is kept by the server: coming back before the time is up is refused with the same text
      await targetPage.reload();
      await expect(chatPanel(targetPage).getByRole('alert').filter({ hasText: `강퇴되었습니다. 사유: ${reason} (${until}까지)` })).toBeVisible({ timeout: 30_000 });
      await expect(chatInput(targetPage)).toBeDisabled();
    } finally {
      await managerPage.context().close();
      await targetPage.context().close();
    }
  });

  test('freeze and slow mode from the broadcaster’s settings menu: a member’s line is refused with the frozen text while the broadcaster writes, then a second line within 10 s with the slow text', async ({ browser }) => {
    const member = await createMember({ prefix: 'frz' });
    const page = await memberInChat(browser, live, member, 'lex');
    const settings = await openChatSettings(broadcasterPage);
    const freeze = settings.getByLabel('채팅 얼리기 (방송인과 매니저만 채팅)');
    const slow = settings.getByLabel('저속 모드');
    try {
      // the boxes show the room's settings: they change when the server's channel-setting-update arrives
      await freeze.click();
      await expect(freeze).toBeChecked();
      await expect(chatPanel(broadcasterPage).getByRole('alert').filter({ hasText: '채팅 설정을 저장했습니다.' })).toBeVisible();

      const frozenLine = `얼린 채팅 ${member.nickname}`;
      await sayRefused(page, frozenLine, '채팅이 얼려져 있습니다. 방송인과 매니저만 채팅할 수 있습니다.');
      const broadcasterLine = `얼려도 방송인은 ${live.broadcaster.nickname}`;
      await say(broadcasterPage, broadcasterLine);
      await expect(lineWith(page, broadcasterLine)).toBeVisible();

      await freeze.click();
      await expect(freeze).not.toBeChecked();
      await slow.selectOption({ label: '10초' });
      await expect(slow).toHaveValue('10');
      await expect(chatPanel(broadcasterPage).getByRole('alert').filter({ hasText: '채팅 설정을 저장했습니다.' })).toBeVisible();

      const first = `저속 첫 줄 ${member.nickname}`;
      await say(page, first);
      await expect(lineWith(broadcasterPage, first)).toBeVisible();
      const second = `저속 둘째 줄 ${member.nickname}`;
      await sayRefused(page, second, /^저속 모드입니다\. ([1-9]|10)초 후에 다시 보낼 수 있습니다\.$/);

      // neither refused line reached the room
      await expect(lineWith(broadcasterPage, frozenLine)).toHaveCount(0);
      await expect(lineWith(broadcasterPage, second)).toHaveCount(0);
    } finally {
      // the room is shared by the file's tests
      if (await freeze.isChecked().catch(() => false)) await freeze.click();
      await slow.selectOption({ label: '끄기' }).catch(() => undefined);
      await page.context().close();
    }
    await expect(slow).toHaveValue('0');
  });

  test('a member reports another from the name menu: the report with the line reaches the operators, who sanction the sender', async ({ browser }) => {
    const [reporter, abuser] = await Promise.all([createMember({ prefix: 'rpt' }), createMember({ prefix: 'abu' })]);
    const [r, a] = await Promise.all([memberInChat(browser, live, reporter, 'luv'), memberInChat(browser, live, abuser, 'luv')]);
    const operatorContext = await browser.newContext();
    try {
      const line = `욕설 테스트 ${abuser.nickname}`;
      await say(a, line);
      await lineWith(r, line).getByRole('button', { name: abuser.nickname }).click();
      await r.getByRole('menuitem', { name: '신고' }).click();
      const form = r.getByRole('form', { name: `신고: ${abuser.nickname}` });
      await form.getByLabel('신고 사유').selectOption('abuse');
      await form.getByRole('button', { name: '확인' }).click();
      await expect(chatPanel(r).getByText(`${abuser.nickname}님을 신고했습니다. 운영자가 확인합니다.`)).toBeVisible();

      await signInViaApi(operatorContext, 'luv', { loginId: 'opdemo01', password: 'Oper!2345', nickname: '운영자' });
      const operator = await operatorContext.newPage();
      await operator.goto(brandUrl('luv', '/cs/admin/declarations'));
      const report = operator.getByRole('article').filter({ hasText: `채팅: "${line}"` });
      await expect(report).toContainText(abuser.loginId);
      const decision = report.getByRole('form', { name: '신고 처리' });
      await decision.getByLabel('처리 사유').fill('채팅 욕설');
      await decision.getByLabel('제재 기간 (일)').fill('1');
      await decision.getByRole('button', { name: '회원 제재' }).click();
      await operator.getByRole('tab', { name: '처리 완료' }).click();
      await expect(operator.getByRole('article').filter({ hasText: `채팅: "${line}"` })).toContainText('채팅 욕설');

      // the sanctioned member's session ended: the live page now treats them as a guest
      await a.reload();
      await expect(chatPanel(a).getByRole('button', { name: '로그인' })).toBeVisible({ timeout: 30_000 });
    } finally {
      await r.context().close();
      await a.context().close();
      await operatorContext.close();
    }
  });

  test('a member whose session ended during chat sees 세션이 만료되었습니다. 채팅에 참여하려면 다시 로그인해주세요. after the chat’s 10 retries', async ({ browser }) => {
    const member = await createMember({ prefix: 'exp' });
    const context = await browser.newContext();
    try {
      await signInViaApi(context, 'luv', member);
      const page = await context.newPage();
      // the client waits 3 s between retries: the page's clock jumps them
      await page.clock.install();
      // every chat websocket goes to the real server through this route (one can be dropped), and
      // the server's refusals of the handshake are counted
      const connections: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
      let unauthorized = 0;
      await page.routeWebSocket(
        (url) => url.pathname.startsWith('/socket.io/'),
        (ws) => {
          const server = ws.connectToServer();
          server.onMessage((message) => {
            if (typeof message === 'string' && message.startsWith('44') && message.includes('Unauthorized')) unauthorized += 1;
            ws.send(message);
          });
          connections.push({ page: ws, server });
        },
      );
      const refreshes: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/oauth/refresh') refreshes.push(response.status());
      });
      await openChat(page, 'luv', live.livePath);

      // the session ends elsewhere (refresh refused from now on) and the access token expires (its cookie goes)
      await signOutElsewhere(context, 'luv');
      await context.clearCookies({ name: 'flx_oauth_access' });
      // the network drops the chat connection: the client reconnects and is refused
      await connections.at(-1)!.server.close();
      await expect(chatPanel(page).getByRole('status')).toHaveText('채팅에 다시 연결하는 중…');
      await expect.poll(() => unauthorized).toBe(1);

      // one jump of the page's clock per refusal, to the client's next retry (a jump made before the
      // client set its timer is harmless: the clock also runs). Jumping more would bring the page's
      // own 60 s polls due, which find the session ended too and turn the page to a guest's. Each
      // jump waits for the refusal's refresh to be answered and its debounce to lapse: a retry
      // refused within LIMITS.refreshDebounceMs of the last refresh shares its answer (no request).
      for (let refused = 1; refused <= 10; refused++) {
        await expect.poll(() => refreshes.length, { timeout: 30_000 }).toBe(refused);
        await page.waitForTimeout(LIMITS.refreshDebounceMs + 100);
        await page.clock.fastForward(3_000);
        await expect.poll(() => unauthorized, { timeout: 30_000 }).toBe(refused + 1);
      }
      const expired = chatPanel(page).getByRole('alert').filter({ hasText: '세션이 만료되었습니다. 채팅에 참여하려면 다시 로그인해주세요.' });
      await expect(expired.getByRole('button', { name: '로그인' })).toBeVisible();
      // the first refusal and 10 retries, each after a refresh the API refused
      expect(unauthorized).toBe(11);
      expect(refreshes.length).toBeGreaterThanOrEqual(10);
      expect(refreshes.every((status) => status === 401)).toBe(true);
      await expect(chatInput(page)).toBeDisabled();
    } finally {
      await context.close();
    }
  });
});
