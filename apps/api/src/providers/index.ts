import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { Captcha } from './captcha/captcha';
import { DevIdentityProvider, NoIdentityProvider, type IdentityProvider } from './identity/identity';
import { OAuthClients } from './oauth/oauth';
import { DevSmsSender, HttpSmsSender, NoSmsSender, type SmsSender } from './sms/sms';
import { HttpPaymentGateway, NoPaymentGateway, type PaymentGateway } from './payments/payment-gateway';

export * from './captcha/captcha';
export * from './identity/identity';
export * from './oauth/oauth';
export * from './sms/sms';
export * from './payments/payment-gateway';

/** The outside-world services, each chosen by configuration (see apps/api/README.md). */
export interface Providers {
  captcha: Captcha;
  sms: SmsSender;
  identity: IdentityProvider;
  oauth: OAuthClients;
  payments: PaymentGateway;
}

export function createProviders(config: Config, log: FastifyBaseLogger): Providers {
  const sms: SmsSender =
    config.smsProvider === 'dev'
      ? new DevSmsSender(log)
      : config.smsProvider === 'http' && config.smsHttpUrl
        ? new HttpSmsSender({ url: config.smsHttpUrl, token: config.smsHttpToken, from: config.smsFrom })
        : new NoSmsSender();
  return {
    captcha: new Captcha({ hmacKey: config.captchaHmacKey, maxNumber: config.captchaMaxNumber, ttlS: config.captchaTtlS }),
    sms,
    identity: config.identityProvider === 'dev' ? new DevIdentityProvider() : new NoIdentityProvider(),
    oauth: new OAuthClients(config.oauth),
    payments:
      config.luv.paymentProvider === 'gateway'
        ? new HttpPaymentGateway({ url: config.luv.gatewayUrl, secretKey: config.luv.secretKey, webhookSecret: config.luv.webhookSecret, webhookUrl: config.luv.webhookUrl })
        : new NoPaymentGateway(),
  };
}
