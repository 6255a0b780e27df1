import { countryCodeField, errorBody, messageText, phoneField } from '@luvcast/contracts';
import { canonicalPhone } from '@luvcast/contracts/phone-number';
import * as v from 'valibot';
import { DevSmsSender } from '..';
import type { RoutePlugin } from '../../types';

// the number as typed: looked up canonical, like the send call stores it
const query = v.pipe(v.object({ countryCode: countryCodeField, phone: phoneField }), v.transform(canonicalPhone));
const outboxEntry = v.object({ countryCode: v.number(), phone: v.string(), code: v.string(), text: v.string(), sentAt: v.string() });

/**
 * GET /api/dev/sms-outbox?countryCode&phone: the latest code the development SMS sender "sent"
 * to the number (e2e tests read codes here). Registered only outside production with
 * DEV_ENDPOINTS on and SMS_PROVIDER=dev.
 */
const smsOutboxRoutes: RoutePlugin = async (app) => {
  const sender = app.providers.sms;
  if (!app.config.devEndpoints || !(sender instanceof DevSmsSender)) return;
  app.get('/api/dev/sms-outbox', { schema: { tags: ['dev'], querystring: query, response: { 200: outboxEntry, 404: errorBody } } }, async (request, reply) => {
    const latest = sender.latest(request.query.countryCode, request.query.phone);
    if (!latest) return reply.code(404).send({ msg: messageText('common.notFound', request.locale) });
    return { countryCode: request.query.countryCode, phone: request.query.phone, ...latest };
  });
};
export default smsOutboxRoutes;
