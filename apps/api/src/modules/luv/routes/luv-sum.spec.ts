import { luvSumResponse } from '@luvcast/contracts';
import { DEMO_ACCOUNTS, ISSUANCE_ACCOUNT } from '@luvcast/db';
import { hashPassword } from '@luvcast/server-auth';
import * as v from 'valibot';
import { API_HOST, CLIENT, createTestApp, signIn, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const luvSum = (cookie?: string) => t.app.inject({ url: '/api/luv/luv-sum', headers: { ...CLIENT, host: API_HOST, ...(cookie ? { cookie } : {}) } });

describe('GET /api/luv/luv-sum', () => {
  it('answers 401 accessToken is not valid. without a session', async () => {
    const res = await luvSum('flx_oauth_access=noAccessToken');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'accessToken is not valid.' });
  });

  it("answers the demo member's seeded 12,000 luv", async () => {
    const { jar } = await signIn(t.app, { loginId: DEMO_ACCOUNTS.member.loginId, password: DEMO_ACCOUNTS.member.password });
    const res = await luvSum(jar.header());
    expect(res.statusCode).toBe(200);
    expect(v.is(luvSumResponse, res.json())).toBe(true);
    expect(res.json()).toEqual({ luvSum: 12_000 });
  });

  it('follows ledger transfers: the balance is the sum of the entries', async () => {
    const member = await t.app.members.create({ loginId: 'wallet01', passwordHash: await hashPassword('Wallet!234'), nickname: '지갑회원' });
    const { jar } = await signIn(t.app, { loginId: 'wallet01', password: 'Wallet!234' });
    expect((await luvSum(jar.header())).json()).toEqual({ luvSum: 0 });

    const issuance = await t.app.ledger.systemAccount(ISSUANCE_ACCOUNT);
    const wallet = await t.app.ledger.memberAccount(member.id);
    await t.app.ledger.transfer({ from: issuance, to: wallet, amount: 5_000, idempotencyKey: 'spec:wallet01:charge' });
    const star = await t.app.members.findByLoginId('bjstar01');
    await t.app.ledger.transfer({ from: wallet, to: await t.app.ledger.memberAccount(star!.id), amount: 1_200, idempotencyKey: 'spec:wallet01:gift' });
    expect((await luvSum(jar.header())).json()).toEqual({ luvSum: 3_800 });
  });
});
