// Luv for a test (issue 11), through the real API and the sandbox payment gateway: a member buys
// a package by card (the checkout page's form posted as the buyer's browser would), and gifts.
import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { apiSession, createMember, type ApiSession, type Member } from './api';

/** A signed-in API session of the member (dispose it). */
export async function memberApi(member: Member): Promise<ApiSession> {
  const api = await apiSession();
  const res = await api.request.post('/v2/api/auth/signin', { headers: api.headers, data: { loginId: member.loginId, password: member.password, loginKeep: false, saveId: false, device: 'PCWEB' } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** Buys the package of `luv` (luv brand) by card at the sandbox gateway; answers the payment id. */
export async function buyLuv(api: ApiSession, luv: number): Promise<string> {
  const shop = (await (await api.request.get('/api/shoppings/luv/payments')).json()) as { packages: { id: number; luv: number }[] };
  const pkg = shop.packages.find((p) => p.luv === luv);
  if (!pkg) throw new Error(`no package of ${luv} luv`);
  const start = await api.request.post('/api/shoppings/payments', { headers: { ...api.headers, 'Idempotency-Key': randomUUID() }, data: { packageId: pkg.id, method: 'creditcard', cardCode: 'CARD' } });
  expect(start.status(), await start.text()).toBe(201);
  const { paymentId, checkoutUrl } = (await start.json()) as { paymentId: string; checkoutUrl: string };
  const checkout = await fetch(checkoutUrl, { method: 'POST', body: new URLSearchParams({ choice: 'pay' }), redirect: 'manual' });
  const back = new URL(checkout.headers.get('location') ?? '');
  const ret = await api.request.get(back.pathname + back.search, { maxRedirects: 0 });
  expect(ret.status()).toBe(303);
  const payment = (await (await api.request.get(`/api/shoppings/payments/${paymentId}`)).json()) as { status: number };
  expect(payment.status).toBe(9);
  return paymentId;
}

/** A fresh member buys `luv` and gifts `amount` of it to the channel: the broadcaster's earnings grow by `amount`. */
export async function giftFromNewFan(channelId: number, amount: number, buy = 10_000): Promise<Member> {
  const fan = await createMember({ prefix: 'fan' });
  const api = await memberApi(fan);
  try {
    await buyLuv(api, buy);
    const gift = await api.request.post('/api/lives/gift', { headers: { ...api.headers, 'Idempotency-Key': randomUUID() }, data: { channelId, amount } });
    expect(gift.status(), await gift.text()).toBe(200);
    return fan;
  } finally {
    await api.dispose();
  }
}

/** Opens the member's channel (POST /api/my/chennel-register): its id. */
export async function openChannel(member: Member): Promise<number> {
  const api = await memberApi(member);
  try {
    const res = await api.request.post('/api/my/chennel-register', { headers: api.headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { channel: { id: number } }).channel.id;
  } finally {
    await api.dispose();
  }
}
