import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod } from '@luvcast/contracts';

/** What the shop asks a gateway to charge. */
export interface ReadyInput {
  /** our payment id (the gateway's orderId) */
  orderId: string;
  /** KRW, VAT included */
  amount: number;
  orderName: string;
  method: PaymentMethod;
  cardCode: string | null;
  customerName: string;
  /** the browser comes back here after the checkout page (success: paymentKey, orderId, amount) */
  successUrl: string;
  /** ... or here (code, message, orderId) */
  failUrl: string;
}

export type ConfirmResult =
  | { status: 'approved'; approvedAt: string; approvalNo: string }
  | { status: 'waiting'; virtualAccount: { bank: string; account: string; holder: string; dueAt: string } }
  | { status: 'failed'; code: string; message: string };

/** A webhook, checked and parsed. */
export interface GatewayEvent {
  eventId: string;
  type: 'deposit';
  paymentKey: string;
  orderId: string;
  /** DONE: the right amount arrived; WRONG_AMOUNT: another amount did */
  status: 'DONE' | 'WRONG_AMOUNT';
  amount: number;
  at: string;
  raw: unknown;
}

export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * A payment gateway (PG) of the "confirm" kind that Korean PGs offer: the shop readies a payment,
 * the buyer pays on the gateway's checkout page, the shop confirms it from its server with the
 * amount it expects, virtual-account deposits arrive later by signed webhook, and cancels are
 * server calls. apps/api/README.md "Payments" says how a real PG plugs in.
 */
export interface PaymentGateway {
  readonly kind: 'gateway' | 'off';
  ready(input: ReadyInput): Promise<{ paymentKey: string; checkoutUrl: string }>;
  confirm(input: { paymentKey: string; orderId: string; amount: number }): Promise<ConfirmResult>;
  cancel(input: { paymentKey: string; reason: string }): Promise<{ cancelledAt: string }>;
  /** Checks the signature of a webhook and parses it; null when the signature is wrong or old. */
  parseWebhook(signatureHeader: string | undefined, rawBody: string, now?: Date): GatewayEvent | null;
}

/** How old a webhook signature may be (replays of an old captured webhook are refused). */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The gateway over HTTP, in the protocol the sandbox gateway (tools/dev-payment-gateway.mjs)
 * speaks: Basic auth with the secret key, JSON, webhooks signed `t=<unix>,v1=<HMAC-SHA256(secret,
 * "<t>.<body>")>`. Any non-2xx answer of ready/cancel and a network failure throw GatewayError;
 * confirm answers a refusal as `failed` (the card company declined, the amount did not match).
 */
export class HttpPaymentGateway implements PaymentGateway {
  readonly kind = 'gateway' as const;
  constructor(private readonly options: { url: string; secretKey: string; webhookSecret: string; webhookUrl: string; timeoutMs?: number }) {}

  private async call(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${this.options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${this.options.secretKey}:`).toString('base64')}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new GatewayError('NETWORK', `payment gateway unreachable: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  }

  async ready(input: ReadyInput) {
    const { status, json } = await this.call('/v1/payments', { ...input, webhookUrl: this.options.webhookUrl });
    if (status !== 200 || typeof json['paymentKey'] !== 'string' || typeof json['checkoutUrl'] !== 'string') {
      throw new GatewayError(String(json['code'] ?? status), String(json['message'] ?? 'ready refused'));
    }
    return { paymentKey: json['paymentKey'], checkoutUrl: json['checkoutUrl'] };
  }

  async confirm(input: { paymentKey: string; orderId: string; amount: number }): Promise<ConfirmResult> {
    const { status, json } = await this.call('/v1/payments/confirm', input);
    if (status === 200 && json['status'] === 'DONE') return { status: 'approved', approvedAt: String(json['approvedAt']), approvalNo: String(json['approvalNo'] ?? '') };
    if (status === 200 && json['status'] === 'WAITING_FOR_DEPOSIT') {
      const va = json['virtualAccount'] as Record<string, string>;
      return { status: 'waiting', virtualAccount: { bank: va['bank'], account: va['accountNumber'], holder: va['holder'], dueAt: va['dueDate'] } };
    }
    if (status >= 400 && status < 500) return { status: 'failed', code: String(json['code'] ?? status), message: String(json['message'] ?? '') };
    throw new GatewayError(String(json['code'] ?? status), String(json['message'] ?? 'confirm failed'));
  }

  async cancel(input: { paymentKey: string; reason: string }) {
    const { status, json } = await this.call(`/v1/payments/${encodeURIComponent(input.paymentKey)}/cancel`, { cancelReason: input.reason });
    if (status !== 200 || json['status'] !== 'CANCELED') throw new GatewayError(String(json['code'] ?? status), String(json['message'] ?? 'cancel refused'));
    return { cancelledAt: String(json['canceledAt']) };
  }

  parseWebhook(signatureHeader: string | undefined, rawBody: string, now = new Date()): GatewayEvent | null {
    const parts = Object.fromEntries((signatureHeader ?? '').split(',').map((p) => p.trim().split('=') as [string, string]));
    const t = Number(parts['t']);
    if (!Number.isInteger(t) || Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S || !/^[0-9a-f]{64}$/.test(parts['v1'] ?? '')) return null;
    const expected = createHmac('sha256', this.options.webhookSecret).update(`${t}.${rawBody}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(parts['v1'], 'hex'))) return null;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      return null;
    }
    if (body['eventType'] !== 'DEPOSIT_CALLBACK' || typeof body['eventId'] !== 'string' || typeof body['paymentKey'] !== 'string') return null;
    return {
      eventId: body['eventId'],
      type: 'deposit',
      paymentKey: body['paymentKey'],
      orderId: String(body['orderId'] ?? ''),
      status: body['status'] === 'DONE' ? 'DONE' : 'WRONG_AMOUNT',
      amount: Number(body['amount']),
      at: String(body['depositedAt'] ?? now.toISOString()),
      raw: body,
    };
  }
}

/** No payments in this deployment (production without a gateway): the shop refuses with shop.unavailable. */
export class NoPaymentGateway implements PaymentGateway {
  readonly kind = 'off' as const;
  async ready(): Promise<never> {
    throw new GatewayError('OFF', 'payments are not configured (PAYMENT_PROVIDER=off)');
  }
  async confirm(): Promise<never> {
    throw new GatewayError('OFF', 'payments are not configured (PAYMENT_PROVIDER=off)');
  }
  async cancel(): Promise<never> {
    throw new GatewayError('OFF', 'payments are not configured (PAYMENT_PROVIDER=off)');
  }
  parseWebhook(): null {
    return null;
  }
}

/** The signature header value the sandbox gateway sends (tests sign their own webhooks with it). */
export function signWebhook(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}
