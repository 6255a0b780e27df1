import type { FastifyBaseLogger } from 'fastify';

/** Sends one text message to an international number. Throws when the gateway refuses. */
export interface SmsSender {
  readonly kind: 'dev' | 'http' | 'off';
  send(message: { countryCode: number; phone: string; text: string; code: string }): Promise<void>;
}

/**
 * Development sender: writes the code to the server log and keeps the latest code per number
 * (read by GET /api/dev/sms-outbox, which the e2e tests use). Nothing leaves the machine.
 */
export class DevSmsSender implements SmsSender {
  readonly kind = 'dev' as const;
  private readonly outbox = new Map<string, { code: string; text: string; sentAt: string }>();
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(m: { countryCode: number; phone: string; text: string; code: string }): Promise<void> {
    this.outbox.set(`${m.countryCode}:${m.phone}`, { code: m.code, text: m.text, sentAt: new Date().toISOString() });
    this.log.info({ countryCode: m.countryCode, phone: m.phone, code: m.code }, `[dev sms] +${m.countryCode} ${m.phone}: ${m.text}`);
  }

  latest(countryCode: number, phone: string) {
    return this.outbox.get(`${countryCode}:${phone}`) ?? null;
  }
}

/**
 * Production sender: POSTs `{ from, to: "+<country><number>", text }` as JSON with a bearer token
 * to SMS_HTTP_URL (the shape of common SMS gateways' REST send call; put a small adapter in front
 * of a gateway with another shape). Any non-2xx answer is an error.
 */
export class HttpSmsSender implements SmsSender {
  readonly kind = 'http' as const;
  constructor(private readonly options: { url: string; token: string; from: string; timeoutMs?: number }) {}

  async send(m: { countryCode: number; phone: string; text: string; code: string }): Promise<void> {
    const res = await fetch(this.options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.options.token}` },
      body: JSON.stringify({ from: this.options.from, to: `+${m.countryCode}${m.phone.replace(/^0+/, '')}`, text: m.text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/** No SMS in this deployment (production without SMS_HTTP_URL): sending is refused with a 400. */
export class NoSmsSender implements SmsSender {
  readonly kind = 'off' as const;
  async send(): Promise<void> {
    throw new Error('SMS sending is not configured (SMS_PROVIDER=off)');
  }
}
