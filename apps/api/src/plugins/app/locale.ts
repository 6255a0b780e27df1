import fp from 'fastify-plugin';
import { COOKIES, LOCALE_HEADER, type ServerLocale } from '@luvcast/contracts';
import type { App } from '../../types';

/** ja and zh have no server texts of their own: they fall back to en (spec §1). */
const SERVER_LOCALE: Record<string, ServerLocale> = { ko: 'ko', en: 'en', ja: 'en', zh: 'en' };

/** The locale the API answers in for a chosen locale (header or cookie value): ko unless en/ja/zh. */
export const serverLocale = (chosen: string | undefined): ServerLocale => (chosen && SERVER_LOCALE[chosen.trim().toLowerCase()]) || 'ko';

/**
 * `request.locale`: the web client's active locale (the X-Luvcast-Locale header; the locale
 * cookie is host-only on the brand site and never reaches the api host), else the locale cookie
 * (same-host callers), else ko (the source locale). ja/zh answer in en.
 */
export default fp(async (app: App) => {
  app.decorateRequest('locale', 'ko');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[LOCALE_HEADER.toLowerCase()];
    const chosen = (typeof header === 'string' ? header : undefined) ?? request.cookies[COOKIES.locale];
    request.locale = serverLocale(chosen);
    done();
  });
}, { name: 'locale', dependencies: ['cookie'] });
