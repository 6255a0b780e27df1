#!/usr/bin/env node
// The sandbox payment gateway for development, the e2e stack and the API tests: a local peer that
// speaks the protocol of a Korean PG's "confirm" flow (ready -> the buyer's checkout page ->
// the shop confirms on its server -> webhooks), so the API's HttpPaymentGateway runs for real
// against it. `npm start` runs it on ports.pg when PAYMENT_PROVIDER is sandbox (the default outside
// production); never in production. State is kept in this process's memory: it is a test peer.
//   node tools/dev-payment-gateway.mjs [--port N] [--host 127.0.0.1]   (--port 0: any free port)
// Prints `{"url": ...}` once listening; GET /health answers ok.
//
// Server API (Authorization: Basic base64(<secret key>:), JSON):
//   POST /v1/payments {orderId, amount, orderName, method, cardCode?, customerName, successUrl,
//        failUrl, webhookUrl} -> {paymentKey, checkoutUrl, status: READY}
//   POST /v1/payments/confirm {paymentKey, orderId, amount} -> {status: DONE, approvedAt, approvalNo}
//        | {status: WAITING_FOR_DEPOSIT, virtualAccount: {bank, accountNumber, holder, dueDate}}
//        | 4xx {code, message} (REJECT_CARD_COMPANY when the buyer chose a declined approval,
//          AMOUNT_MISMATCH, NOT_FOUND, ALREADY_PROCESSED)
//   POST /v1/payments/{paymentKey}/cancel {cancelReason} -> {status: CANCELED, canceledAt}
//   GET  /v1/payments/{paymentKey} -> the payment as the gateway sees it
// Buyer pages (what a real PG hosts):
//   GET  /checkout/{paymentKey}   the order and three choices: 결제 (approve), 승인 거절 (the card
//        company declines at confirm), 결제 취소 (the buyer gives up) -> successUrl / failUrl
//   GET  /deposit/{paymentKey}    the sandbox bank: deposit into the virtual account (any amount;
//        a wrong one makes a WRONG_AMOUNT webhook), with a delay in seconds
// Sandbox controls (tests, e2e; no authorization):
//   POST /v1/sandbox/deposit {paymentKey, amount?, delayMs?}   a deposit, its webhook after delayMs
//   POST /v1/sandbox/webhooks/resend {eventId}                 sends a webhook again (duplicates)
//   GET  /v1/sandbox/webhooks                                   what was sent, with the answers
//   GET  /v1/sandbox/payments?orderId                           payments (paymentKey, status, depositUrl)
//   GET  /                                                       a page of recent payments with their deposit links
// Webhooks: POST webhookUrl, JSON {eventId, eventType: DEPOSIT_CALLBACK, paymentKey, orderId,
//   status: DONE | WRONG_AMOUNT, amount, depositedAt}, header
//   `Sandbox-Signature: t=<unix s>,v1=<hex HMAC-SHA256(webhook secret, "<t>.<body>")>`; retried up to
//   3 times (1 s, 2 s, 4 s) while the shop answers other than 2xx.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

if (process.env.NODE_ENV === 'production') {
  console.error('dev-payment-gateway: refusing to run with NODE_ENV=production (configure a real payment gateway)');
  process.exit(1);
}

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const ports = createRequire(import.meta.url)('./federation/ports.cjs');
const port = Number(arg('port', process.env.PAYMENT_GATEWAY_PORT ?? String(ports.pg)));
const host = arg('host', '127.0.0.1');
/** the shop's keys (the API's dev defaults, apps/api/src/config.ts) */
const secretKey = process.env.PAYMENT_SECRET_KEY ?? 'sandbox-secret-key';
const webhookSecret = process.env.PAYMENT_WEBHOOK_SECRET ?? 'sandbox-webhook-secret';

const BANKS = ['국민은행', '신한은행', '우리은행', '하나은행', '농협은행'];
const METHOD_NAMES = { creditcard: '신용카드', kakaopay: '카카오페이', virtualaccount: '가상계좌', myaccount: '계좌이체', mobile: '휴대폰' };

/** paymentKey -> payment */
const payments = new Map();
/** eventId -> { event, body, url, answers: [status...] } */
const webhooks = new Map();

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const won = (n) => `${Number(n).toLocaleString('ko-KR')}원`;

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8', ...headers });
  res.end(text);
}
const fail = (res, status, code, message) => send(res, status, { code, message });

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const c of req) {
    size += c.length;
    if (size > 64 * 1024) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(c);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if ((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    throw Object.assign(new Error('invalid JSON'), { status: 400 });
  }
}

const authorised = (req) => req.headers.authorization === `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

function page(title, body) {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#222}h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#666}button{display:block;width:100%;margin:8px 0;padding:12px;font-size:16px;border-radius:8px;border:1px solid #ccc;background:#fff;cursor:pointer}button.primary{background:#0064ff;color:#fff;border-color:#0064ff}label{display:block;margin:8px 0}input{font-size:16px;padding:6px;width:100%;box-sizing:border-box}.note{color:#666;font-size:13px}</style></head>
<body><p class="note">샌드박스 결제대행 (개발용: 실제 돈은 오가지 않습니다)</p>${body}</body></html>`;
}

function summary(p) {
  return `<dl><dt>주문</dt><dd>${esc(p.orderName)}</dd><dt>결제 금액</dt><dd>${esc(won(p.amount))}</dd><dt>결제 수단</dt><dd>${esc(METHOD_NAMES[p.method] ?? p.method)}${p.cardCode ? ` (${esc(p.cardCode)})` : ''}</dd><dt>구매자</dt><dd>${esc(p.customerName)}</dd></dl>`;
}

function redirectUrl(base, params) {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.toString();
}

function signature(body, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex')}`;
}

async function deliver(eventId, attempt = 0) {
  const hook = webhooks.get(eventId);
  let status = 0;
  try {
    const r = await fetch(hook.url, { method: 'POST', headers: { 'content-type': 'application/json', 'sandbox-signature': signature(hook.body) }, body: hook.body });
    status = r.status;
  } catch {
    status = 0;
  }
  hook.answers.push(status);
  if ((status < 200 || status >= 300) && attempt < 3) setTimeout(() => void deliver(eventId, attempt + 1), 1000 * 2 ** attempt).unref();
}

function deposit(p, amount, delayMs) {
  const eventId = `evt_${randomUUID()}`;
  const right = Number(amount) === p.amount;
  const event = { eventId, eventType: 'DEPOSIT_CALLBACK', paymentKey: p.paymentKey, orderId: p.orderId, status: right ? 'DONE' : 'WRONG_AMOUNT', amount: Number(amount), depositedAt: new Date().toISOString() };
  if (right) {
    p.status = 'DONE';
    p.approvedAt = event.depositedAt;
    p.approvalNo = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  }
  webhooks.set(eventId, { event, body: JSON.stringify(event), url: p.webhookUrl, answers: [] });
  setTimeout(() => void deliver(eventId), Math.max(0, Number(delayMs) || 0)).unref();
  return event;
}

async function handle(req, res) {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const path = url.pathname;
  const m = (re) => re.exec(path);
  let match;

  if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });

  // ---- server API
  if (path.startsWith('/v1/') && !path.startsWith('/v1/sandbox/') && !authorised(req)) return fail(res, 401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키입니다.');

  if (req.method === 'POST' && path === '/v1/payments') {
    const b = await readBody(req);
    const amount = Number(b.amount);
    if (!b.orderId || !Number.isSafeInteger(amount) || amount <= 0 || !b.successUrl || !b.failUrl || !b.webhookUrl || !METHOD_NAMES[b.method]) {
      return fail(res, 400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    }
    const paymentKey = `sbx_${randomBytes(12).toString('hex')}`;
    const p = { paymentKey, orderId: String(b.orderId), amount, orderName: String(b.orderName ?? ''), method: b.method, cardCode: b.cardCode ?? null, customerName: String(b.customerName ?? ''), successUrl: b.successUrl, failUrl: b.failUrl, webhookUrl: b.webhookUrl, status: 'READY', buyerChoice: null };
    payments.set(paymentKey, p);
    return send(res, 200, { paymentKey, status: p.status, checkoutUrl: `${url.origin}/checkout/${paymentKey}` });
  }

  if (req.method === 'POST' && path === '/v1/payments/confirm') {
    const b = await readBody(req);
    const p = payments.get(String(b.paymentKey));
    if (!p || p.orderId !== String(b.orderId)) return fail(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제입니다.');
    if (Number(b.amount) !== p.amount) return fail(res, 400, 'AMOUNT_MISMATCH', '결제 금액이 일치하지 않습니다.');
    if (p.buyerChoice === 'decline') {
      p.status = 'ABORTED';
      return fail(res, 403, 'REJECT_CARD_COMPANY', '카드사에서 승인을 거절했습니다.');
    }
    if (p.buyerChoice !== 'pay') return fail(res, 400, 'NOT_AUTHENTICATED', '구매자 인증이 끝나지 않은 결제입니다.');
    if (p.status === 'DONE') return send(res, 200, { paymentKey: p.paymentKey, status: p.status, approvedAt: p.approvedAt, approvalNo: p.approvalNo });
    if (p.status === 'WAITING_FOR_DEPOSIT') return send(res, 200, { paymentKey: p.paymentKey, status: p.status, virtualAccount: p.virtualAccount });
    if (p.status !== 'READY') return fail(res, 409, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제입니다.');
    if (p.method === 'virtualaccount') {
      p.status = 'WAITING_FOR_DEPOSIT';
      p.virtualAccount = {
        bank: BANKS[Math.floor(Math.random() * BANKS.length)],
        accountNumber: `9${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`,
        holder: '러브캐스트(샌드박스)',
        dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      };
      return send(res, 200, { paymentKey: p.paymentKey, status: p.status, virtualAccount: p.virtualAccount, depositUrl: `${url.origin}/deposit/${p.paymentKey}` });
    }
    p.status = 'DONE';
    p.approvedAt = new Date().toISOString();
    p.approvalNo = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    return send(res, 200, { paymentKey: p.paymentKey, status: p.status, approvedAt: p.approvedAt, approvalNo: p.approvalNo });
  }

  if (req.method === 'POST' && (match = m(/^\/v1\/payments\/([\w-]+)\/cancel$/))) {
    const b = await readBody(req);
    const p = payments.get(match[1]);
    if (!p) return fail(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제입니다.');
    if (p.status === 'CANCELED') return send(res, 200, { paymentKey: p.paymentKey, status: p.status, canceledAt: p.canceledAt });
    p.status = 'CANCELED';
    p.canceledAt = new Date().toISOString();
    p.cancelReason = String(b.cancelReason ?? '');
    return send(res, 200, { paymentKey: p.paymentKey, status: p.status, canceledAt: p.canceledAt });
  }

  if (req.method === 'GET' && (match = m(/^\/v1\/payments\/([\w-]+)$/))) {
    const p = payments.get(match[1]);
    return p ? send(res, 200, p) : fail(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제입니다.');
  }

  // ---- sandbox controls
  if (req.method === 'POST' && path === '/v1/sandbox/deposit') {
    const b = await readBody(req);
    const p = payments.get(String(b.paymentKey));
    if (!p || p.status !== 'WAITING_FOR_DEPOSIT') return fail(res, 409, 'NOT_WAITING_FOR_DEPOSIT', '입금 대기 중인 가상계좌가 아닙니다.');
    return send(res, 200, deposit(p, b.amount ?? p.amount, b.delayMs ?? 0));
  }
  if (req.method === 'POST' && path === '/v1/sandbox/webhooks/resend') {
    const b = await readBody(req);
    const hook = webhooks.get(String(b.eventId));
    if (!hook) return fail(res, 404, 'NOT_FOUND_EVENT', '없는 이벤트입니다.');
    await deliver(String(b.eventId), 3);
    return send(res, 200, { eventId: b.eventId, answers: hook.answers });
  }
  if (req.method === 'GET' && path === '/v1/sandbox/payments') {
    const orderId = url.searchParams.get('orderId');
    return send(res, 200, [...payments.values()].filter((p) => !orderId || p.orderId === orderId).map(({ paymentKey, orderId: o, amount, method, status }) => ({ paymentKey, orderId: o, amount, method, status, depositUrl: `${url.origin}/deposit/${paymentKey}` })));
  }
  if (req.method === 'GET' && path === '/') {
    const rows = [...payments.values()]
      .reverse()
      .slice(0, 50)
      .map((p) => `<tr><td>${esc(p.orderName)}</td><td>${esc(won(p.amount))}</td><td>${esc(METHOD_NAMES[p.method] ?? p.method)}</td><td>${esc(p.status)}</td><td>${p.status === 'WAITING_FOR_DEPOSIT' ? `<a href="/deposit/${esc(p.paymentKey)}">입금하기</a>` : ''}</td></tr>`)
      .join('');
    return send(res, 200, page('샌드박스 결제대행', `<h1>샌드박스 결제대행</h1><p class="note">최근 결제 (이 프로세스가 기억하는 것만). 가상계좌는 여기서 입금합니다.</p><table><thead><tr><th>주문</th><th>금액</th><th>수단</th><th>상태</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="5">없음</td></tr>'}</tbody></table>`));
  }
  if (req.method === 'GET' && path === '/v1/sandbox/webhooks') {
    return send(res, 200, [...webhooks.values()].map((h) => ({ ...h.event, answers: h.answers })));
  }

  // ---- buyer pages
  if ((match = m(/^\/checkout\/([\w-]+)$/))) {
    const p = payments.get(match[1]);
    if (!p) return send(res, 404, page('결제', '<h1>결제를 찾을 수 없습니다.</h1>'));
    if (req.method === 'GET') {
      if (p.status !== 'READY' || p.buyerChoice) return send(res, 409, page('결제', '<h1>이미 진행한 결제입니다.</h1>'));
      const vbank = p.method === 'virtualaccount';
      return send(
        res,
        200,
        page(
          '샌드박스 결제',
          `<h1>샌드박스 결제</h1>${summary(p)}<form method="post">
<button class="primary" name="choice" value="pay">${vbank ? '가상계좌 발급받기' : `${esc(won(p.amount))} 결제하기`}</button>
${vbank ? '' : '<button name="choice" value="decline">승인 거절 (카드사 거절)</button>'}
<button name="choice" value="cancel">결제 취소</button></form>`,
        ),
      );
    }
    if (req.method === 'POST') {
      const b = await readBody(req);
      if (p.status !== 'READY' || p.buyerChoice) return send(res, 409, page('결제', '<h1>이미 진행한 결제입니다.</h1>'));
      if (b.choice === 'cancel') {
        p.buyerChoice = 'cancel';
        p.status = 'ABORTED';
        return send(res, 303, '', { location: redirectUrl(p.failUrl, { code: 'PAY_PROCESS_CANCELED', message: '구매자가 결제를 취소했습니다.', orderId: p.orderId }) });
      }
      p.buyerChoice = b.choice === 'decline' ? 'decline' : 'pay';
      return send(res, 303, '', { location: redirectUrl(p.successUrl, { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.amount }) });
    }
  }

  if ((match = m(/^\/deposit\/([\w-]+)$/))) {
    const p = payments.get(match[1]);
    if (!p || !p.virtualAccount) return send(res, 404, page('입금', '<h1>가상계좌를 찾을 수 없습니다.</h1>'));
    if (req.method === 'GET') {
      const va = p.virtualAccount;
      const form =
        p.status === 'WAITING_FOR_DEPOSIT'
          ? `<form method="post"><label>입금액 <input name="amount" inputmode="numeric" value="${p.amount}"></label><label>몇 초 뒤에 입금 통보 <input name="delaySeconds" inputmode="numeric" value="0"></label><button class="primary">입금하기</button></form>`
          : `<p>입금 상태: ${esc(p.status)}</p>`;
      return send(res, 200, page('샌드박스 은행', `<h1>샌드박스 은행: 가상계좌 입금</h1>${summary(p)}<dl><dt>은행</dt><dd>${esc(va.bank)}</dd><dt>계좌번호</dt><dd>${esc(va.accountNumber)}</dd><dt>예금주</dt><dd>${esc(va.holder)}</dd></dl>${form}`));
    }
    if (req.method === 'POST') {
      const b = await readBody(req);
      if (p.status !== 'WAITING_FOR_DEPOSIT') return send(res, 409, page('입금', '<h1>입금 대기 중이 아닙니다.</h1>'));
      const event = deposit(p, b.amount ?? p.amount, Number(b.delaySeconds ?? 0) * 1000);
      return send(res, 200, page('입금 완료', `<h1>입금했습니다.</h1><p>${esc(won(event.amount))} 입금 통보를 보냅니다${Number(b.delaySeconds) > 0 ? ` (${esc(b.delaySeconds)}초 뒤)` : ''}.</p>`));
    }
  }

  return fail(res, 404, 'NOT_FOUND', 'not found');
}

const server = createServer((req, res) => {
  handle(req, res).catch((err) => {
    if (!res.headersSent) fail(res, err.status ?? 500, 'ERROR', err.message);
  });
});
server.listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(JSON.stringify({ url: `http://${host}:${actual}` }));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
