import { errorBody, smsOutboxEntry } from '@luvcast/contracts';
import { smsOutboxQuery } from '@luvcast/contracts/phone-number';
import type { RoutePlugin } from '../../types';
import { DevSmsSender } from './sms';

/**
 * GET /api/dev/sms-outbox?countryCode&phone: the latest code the development SMS sender "sent"
 * to the number (e2e tests read codes here; the number is looked up canonical, like the send
 * stores it). Registered only outside production with DEV_ENDPOINTS on and SMS_PROVIDER=dev.
 */
const smsOutboxRoutes: RoutePlugin = async (app) => {
  const sender = app.providers.sms;
  if (!app.config.devEndpoints || !(sender instanceof DevSmsSender)) return;
  app.get('/api/dev/sms-outbox', { schema: { tags: ['dev'], querystring: smsOutboxQuery, response: { 200: smsOutboxEntry, 404: errorBody } } }, async (request, reply) => {
    const latest = sender.latest(request.query.countryCode, request.query.phone);
    if (!latest) return reply.fail('common.notFound', 404, { code: false });
    return { countryCode: request.query.countryCode, phone: request.query.phone, ...latest };
  });
};
export default smsOutboxRoutes;
