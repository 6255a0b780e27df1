import fp from 'fastify-plugin';
import { COOKIES } from '@luvcast/contracts';
import type { App } from '../../types';

/** `request.locale`: en when the locale cookie says so, ko otherwise (the source locale). */
export default fp(async (app: App) => {
  app.decorateRequest('locale', 'ko');
  app.addHook('onRequest', async (request) => {
    if (request.cookies[COOKIES.locale] === 'en') request.locale = 'en';
  });
}, { name: 'locale', dependencies: ['cookie'] });
