import { brands, type BrandId } from '@luvcast/brand-config';
import {
  FAILED_PAYMENT_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUS,
  PURCHASE_CANCEL_DAYS,
  splitVat,
  type CreatePaymentBody,
  type LuvShopResponse,
  type PaymentMethod,
  type PaymentReceipt,
  type PaymentView,
} from '@luvcast/contracts';
import { LedgerError, SYSTEM_ACCOUNTS, type Db, type MemberRow, type PaymentRow } from '@luvcast/db';
import { GatewayError, type ConfirmResult } from '../../providers';
import { refusal } from '../../plugins/app/errors';
import type { Answer } from '../../plugins/app/idempotency';
import type { App, AuthedMember, Refusal } from '../../types';
import { isVerifiedAdult } from '../live/live.service';

export type ShopServiceDeps = Pick<App, 'db' | 'config' | 'log' | 'ledger' | 'payments' | 'members' | 'providers'>;

const DAY_MS = 86_400_000;

/** The first instant of the current calendar month in Asia/Seoul (UTC+9, no daylight saving). */
export function monthStartKst(now = new Date()): Date {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), 1) - 9 * 3_600_000);
}

/** Does the monthly payment cap of minors apply (under 19 by birthday; unknown age counts as under 19)? */
const capped = (row: MemberRow) => !isVerifiedAdult(row);

const currencyOf = (brand: BrandId) => brands[brand].currency;

/**
 * The luv shop and its payments (docs in apps/api/README.md "Payments"): packages per brand,
 * payments through the gateway (ready -> checkout page -> confirm, or a virtual account and a
 * deposit webhook), the ledger purchase in the transaction that approves, cancels of unspent luv
 * within 7 days, the monthly cap of minors, receipts.
 */
export function createShopService(app: ShopServiceDeps) {
  const gateway = () => app.providers.payments;

  async function monthlyCap(row: MemberRow, tx: Db = app.db): Promise<{ cap: number; left: number } | null> {
    if (!capped(row)) return null;
    const cap = app.config.luv.minorMonthlyCapKrw;
    const used = await app.payments.approvedSince(row.id, monthStartKst(), tx);
    return { cap, left: Math.max(0, cap - used) };
  }

  function viewOf(p: PaymentRow, walletBalance: number | null): PaymentView {
    const { supplyValue, vat } = splitVat(p.price);
    return {
      paymentId: p.id,
      status: p.status,
      luv: p.luv,
      bonus: p.bonus,
      price: p.price,
      supplyValue,
      vat,
      method: p.method as PaymentMethod,
      cardCode: p.cardCode,
      approvalNo: p.approvalNo,
      failureReason: p.failureReason,
      virtualAccount: p.status === PAYMENT_STATUS.waiting && p.vbank ? p.vbank : null,
      createdAt: p.createdAt.toISOString(),
      approvedAt: p.approvedAt?.toISOString() ?? null,
      cancelledAt: p.cancelledAt?.toISOString() ?? null,
      cancellable: cancelRefusal(p, walletBalance) === null,
    };
  }

  /** Why a payment cannot be cancelled now (null: it can). `walletBalance` null: not known, not checked. */
  function cancelRefusal(p: PaymentRow, walletBalance: number | null): Refusal | null {
    if (p.status === PAYMENT_STATUS.requested || p.status === PAYMENT_STATUS.waiting) return null;
    if (p.status !== PAYMENT_STATUS.approved || !p.approvedAt) return refusal('shop.cancel.notCancellable', 400);
    if (Date.now() - p.approvedAt.getTime() > PURCHASE_CANCEL_DAYS * DAY_MS) return refusal('shop.cancel.expired', 400, { params: { days: PURCHASE_CANCEL_DAYS } });
    if (walletBalance !== null && walletBalance < p.luv + p.bonus) {
      return refusal('shop.cancel.spent', 400);
    }
    return null;
  }

  /** Approves a payment: its luv into the wallet (ledger purchase) and status 9, in the caller's transaction. */
  async function approve(p: PaymentRow, approvedAt: string, approvalNo: string, tx: Db): Promise<PaymentRow> {
    const clearing = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.paymentClearing, tx);
    const wallet = await app.ledger.memberAccount(p.memberId, tx);
    const { transferId } = await app.ledger.transfer(
      { from: clearing, to: wallet, amount: p.luv + p.bonus, idempotencyKey: `purchase:${p.id}`, kind: 'purchase', memberId: p.memberId, memo: `${p.luv}+${p.bonus} (${p.price}원)` },
      tx,
    );
    return app.payments.update(p.id, { status: PAYMENT_STATUS.approved, approvedAt: new Date(approvedAt), approvalNo, purchaseTransferId: transferId, failureReason: null }, tx);
  }

  /** Would this payment take a minor over the monthly cap (counting what is approved or on its way)? */
  async function overCap(p: PaymentRow, tx: Db): Promise<Refusal | null> {
    const row = await app.members.findById(p.memberId, tx);
    if (!row || !capped(row)) return null;
    const cap = app.config.luv.minorMonthlyCapKrw;
    const used = await app.payments.approvedSince(p.memberId, monthStartKst(), tx);
    return used + p.price > cap ? refusal('shop.minorCap', 403, { params: { cap: cap.toLocaleString('ko-KR'), left: Math.max(0, cap - used).toLocaleString('ko-KR') } }) : null;
  }

  const service = {
    /** GET /api/shoppings/luv/payments: the brand's packages, the methods, the member's cap. */
    async shop(member: AuthedMember): Promise<LuvShopResponse> {
      const currency = currencyOf(member.brand);
      const packages = await app.payments.packages(member.brand);
      return {
        currency: { code: currency.code, name: currency.ko },
        packages: packages.map((p) => ({ id: p.id, luv: p.luv, bonus: p.bonus, price: p.price })),
        methods: [...PAYMENT_METHODS],
        monthlyCap: await monthlyCap(member.row),
        cancelDays: PURCHASE_CANCEL_DAYS,
      };
    },

    /**
     * POST /api/shoppings/payments: a payment of a package, readied at the gateway. `returnOrigin`
     * is where the gateway sends the browser back (the site, which forwards /api to us).
     */
    async create(member: AuthedMember, body: CreatePaymentBody, returnOrigin: string, tx: Db): Promise<Answer | Refusal> {
      if (gateway().kind === 'off') return refusal('shop.unavailable', 400);
      const pkg = await app.payments.package(body.packageId, tx);
      if (!pkg || !pkg.isActive || pkg.brand !== member.brand) return refusal('shop.package.notFound', 404);
      if (body.cardCode !== undefined && body.method !== 'creditcard') return refusal('shop.method.invalid', 400);
      const currency = currencyOf(member.brand);
      const payment = await app.payments.create(
        {
          memberId: member.id,
          brand: member.brand,
          packageId: pkg.id,
          luv: pkg.luv,
          bonus: pkg.bonus,
          price: pkg.price,
          method: body.method,
          cardCode: body.method === 'creditcard' ? (body.cardCode ?? 'CARD') : null,
          provider: 'gateway',
          status: PAYMENT_STATUS.requested,
        },
        tx,
      );
      const cap = await overCap(payment, tx);
      if (cap) return cap;
      const base = `${returnOrigin}/api/shoppings/payments/${payment.id}/return`;
      let ready;
      try {
        ready = await gateway().ready({
          orderId: payment.id,
          amount: payment.price,
          orderName: `${currency.ko} ${pkg.luv.toLocaleString('ko-KR')}${pkg.bonus ? ` + ${pkg.bonus.toLocaleString('ko-KR')}` : ''}`,
          method: body.method,
          cardCode: payment.cardCode,
          customerName: member.row.nickname,
          successUrl: `${base}?result=success`,
          failUrl: `${base}?result=fail`,
        });
      } catch (err) {
        app.log.error({ err, paymentId: payment.id }, 'payment gateway: ready failed');
        return refusal('shop.gateway.failed', 400);
      }
      await app.payments.update(payment.id, { providerTid: ready.paymentKey }, tx);
      return { status: 201, body: { paymentId: payment.id, status: payment.status, checkoutUrl: ready.checkoutUrl } };
    },

    /**
     * The browser back from the checkout page. A success is confirmed with the gateway for the
     * amount we expect (status 2 while it is asked, then 9 with the luv, 0 with a virtual account,
     * or 8); a failure records 7 (the buyer gave up) or 8. Answers the payment (or null: unknown).
     */
    async returnFromCheckout(paymentId: string, q: { result?: string; paymentKey?: string; orderId?: string; amount?: number; code?: string; message?: string }): Promise<PaymentRow | null> {
      const current = await app.payments.find(paymentId);
      if (!current) return null;
      // 2: a confirm was asked and its outcome never recorded (the process died, the database went
      // away): asking the gateway again is safe (its confirm answers the first outcome) and finishes it
      const unfinished = current.status === PAYMENT_STATUS.inProgress && q.result === 'success';
      if (current.status !== PAYMENT_STATUS.requested && !unfinished) return current;
      if (q.result !== 'success') {
        return app.db.transaction(async (t) => {
          const tx = t as unknown as Db;
          const p = await app.payments.lock(paymentId, tx);
          if (!p || p.status !== PAYMENT_STATUS.requested) return p;
          const gaveUp = q.code === 'PAY_PROCESS_CANCELED';
          return app.payments.update(paymentId, { status: gaveUp ? PAYMENT_STATUS.cancelled : PAYMENT_STATUS.approvalError, failureReason: q.message ?? q.code ?? null, cancelledAt: gaveUp ? new Date() : null }, tx);
        });
      }
      // the gateway's word that it is this payment, for this amount
      if (q.paymentKey !== current.providerTid || q.orderId !== current.id || q.amount !== current.price) return current;
      const claimed = await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const p = await app.payments.lock(paymentId, tx);
        if (p?.status === PAYMENT_STATUS.inProgress) return p;
        if (!p || p.status !== PAYMENT_STATUS.requested) return null;
        const cap = await overCap(p, tx);
        if (cap) {
          await app.payments.update(paymentId, { status: PAYMENT_STATUS.approvalError, failureReason: 'monthly cap of members under 19' }, tx);
          return null;
        }
        return app.payments.update(paymentId, { status: PAYMENT_STATUS.inProgress }, tx);
      });
      if (!claimed) return app.payments.find(paymentId);
      let result: ConfirmResult;
      try {
        result = await gateway().confirm({ paymentKey: claimed.providerTid!, orderId: claimed.id, amount: claimed.price });
      } catch (err) {
        // unknown outcome: stays 2 (in progress) for the operator's reconciliation with the gateway
        app.log.error({ err, paymentId }, 'payment gateway: confirm failed; the payment stays in progress');
        return claimed;
      }
      return app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const p = (await app.payments.lock(paymentId, tx))!;
        if (p.status !== PAYMENT_STATUS.inProgress) return p;
        if (result.status === 'approved') return approve(p, result.approvedAt, result.approvalNo, tx);
        if (result.status === 'waiting') return app.payments.update(paymentId, { status: PAYMENT_STATUS.waiting, vbank: result.virtualAccount }, tx);
        return app.payments.update(paymentId, { status: PAYMENT_STATUS.approvalError, failureReason: result.message || result.code }, tx);
      });
    },

    /**
     * The payment sweep (a job every 2 minutes, plugins/app/jobs.ts): payments left in progress for
     * over `olderThanMs` — the process died between asking the gateway and recording its answer,
     * and the buyer never came back — are finished the way a return would finish them (the gateway
     * answers its first outcome, so the luv arrive once). Answers how many it finished.
     */
    async sweepInProgress(olderThanMs = 2 * 60_000): Promise<number> {
      let finished = 0;
      for (const p of await app.payments.inProgressBefore(new Date(Date.now() - olderThanMs))) {
        const after = await service.returnFromCheckout(p.id, { result: 'success', paymentKey: p.providerTid ?? undefined, orderId: p.id, amount: p.price });
        if (after && after.status !== PAYMENT_STATUS.inProgress) finished++;
      }
      return finished;
    },

    /**
     * A gateway webhook: checked signature (false: refused), recorded once per event id (a repeat
     * is answered ok and changes nothing). A deposit of the right amount approves a waiting
     * payment; another amount marks it 6 (wrong deposit).
     */
    async webhook(signature: string | undefined, rawBody: string): Promise<boolean> {
      const event = gateway().parseWebhook(signature, rawBody);
      if (!event) return false;
      await app.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const byTid = await app.payments.findByTid('gateway', event.paymentKey, tx);
        const first = await app.payments.recordEvent({ provider: 'gateway', eventId: event.eventId, paymentId: byTid?.id ?? null, type: `${event.type}:${event.status}`, payload: event.raw }, tx);
        if (!first || !byTid) return;
        const p = (await app.payments.lock(byTid.id, tx))!;
        if (p.status !== PAYMENT_STATUS.waiting) return;
        if (event.status === 'DONE' && event.amount === p.price) await approve(p, event.at, `VA-${event.eventId.slice(-8)}`, tx);
        else await app.payments.update(p.id, { status: PAYMENT_STATUS.wrongDeposit, failureReason: `deposit of ${event.amount} KRW for ${p.price} KRW` }, tx);
      });
      return true;
    },

    /**
     * GET /api/shoppings/flax/payments-cancel: a payment not paid yet is cancelled; an approved one
     * within 7 days whose luv are still in the wallet is cancelled at the gateway and its luv taken
     * back (ledger purchase_cancel), in one transaction.
     */
    async cancel(member: AuthedMember, paymentId: string, tx: Db): Promise<Answer | Refusal> {
      const p = await app.payments.lock(paymentId, tx);
      if (!p || p.memberId !== member.id) return refusal('shop.payment.notFound', 404);
      const balance = await app.ledger.balanceOfMember(member.id, tx);
      const why = cancelRefusal(p, balance);
      if (why) return why;
      let updated: PaymentRow;
      if (p.status === PAYMENT_STATUS.approved) {
        const clearing = await app.ledger.systemAccount(SYSTEM_ACCOUNTS.paymentClearing, tx);
        const wallet = await app.ledger.memberAccount(member.id, tx);
        let transferId: number;
        try {
          ({ transferId } = await app.ledger.transfer(
            { from: wallet, to: clearing, amount: p.luv + p.bonus, idempotencyKey: `purchase_cancel:${p.id}`, kind: 'purchase_cancel', memberId: member.id, memo: `${p.price}원 환불` },
            tx,
          ));
        } catch (err) {
          if (err instanceof LedgerError && err.code === 'insufficient_funds') return refusal('shop.cancel.spent', 400);
          throw err;
        }
        try {
          await gateway().cancel({ paymentKey: p.providerTid!, reason: '구매자 청약철회' });
        } catch (err) {
          app.log.error({ err, paymentId }, 'payment gateway: cancel failed');
          if (err instanceof GatewayError) return refusal('shop.gateway.failed', 400);
          throw err;
        }
        updated = await app.payments.update(p.id, { status: PAYMENT_STATUS.cancelled, cancelledAt: new Date(), cancelTransferId: transferId }, tx);
      } else {
        // not paid: close it at the gateway when it got that far (a virtual account waiting for a deposit)
        if (p.providerTid && p.status === PAYMENT_STATUS.waiting) await gateway().cancel({ paymentKey: p.providerTid, reason: '구매자 취소' }).catch((err: unknown) => app.log.warn({ err, paymentId }, 'payment gateway: cancel of an unpaid payment failed'));
        updated = await app.payments.update(p.id, { status: PAYMENT_STATUS.cancelled, cancelledAt: new Date() }, tx);
      }
      return { status: 200, body: viewOf(updated, await app.ledger.balanceOfMember(member.id, tx)) };
    },

    async view(member: AuthedMember, paymentId: string): Promise<PaymentView | null> {
      const p = await app.payments.find(paymentId);
      if (!p || p.memberId !== member.id) return null;
      return viewOf(p, await app.ledger.balanceOfMember(member.id));
    },

    async list(member: AuthedMember, page: { offset: number; limit: number }) {
      const { list, total } = await app.payments.listOf(member.id, page);
      const balance = await app.ledger.balanceOfMember(member.id);
      return { list: list.map((p) => viewOf(p, balance)), total, ...page };
    },

    /** GET /v2/api/guest/payment-failure: the caller's failed payments (6, 7, 8); a guest has none. */
    async failures(member: AuthedMember | null) {
      if (!member) return { list: [] };
      const { list } = await app.payments.listOf(member.id, { offset: 0, limit: 20, statuses: [...FAILED_PAYMENT_STATUSES] });
      return { list: list.map((p) => ({ paymentId: p.id, status: p.status, amount: p.price, createdAt: p.createdAt.toISOString() })) };
    },

    async receipt(member: AuthedMember, paymentId: string): Promise<PaymentReceipt | null> {
      const p = await app.payments.find(paymentId);
      if (!p || p.memberId !== member.id || !p.approvedAt) return null;
      const brand = brands[p.brand as BrandId] ?? brands[member.brand];
      const { supplyValue, vat } = splitVat(p.price);
      return {
        paymentId: p.id,
        company: { name: brand.company.name, ceo: brand.company.ceo, businessNumber: brand.company.businessNumber, address: brand.company.address },
        buyer: { loginId: member.loginId, nickname: member.row.nickname },
        item: `${brand.currency.ko} ${p.luv.toLocaleString('ko-KR')}${p.bonus ? ` + ${p.bonus.toLocaleString('ko-KR')}` : ''}`,
        method: p.method as PaymentMethod,
        price: p.price,
        supplyValue,
        vat,
        approvalNo: p.approvalNo,
        approvedAt: p.approvedAt.toISOString(),
        cancelledAt: p.cancelledAt?.toISOString() ?? null,
      };
    },
  };
  return service;
}
export type ShopService = ReturnType<typeof createShopService>;
