import fp from 'fastify-plugin';
import { createProviders } from '../../providers';
import type { App } from '../../types';

/** `app.providers`: captcha, SMS sender, identity provider and OAuth clients, chosen by config. */
export default fp(async (app: App) => {
  app.decorate('providers', createProviders(app.config, app.log));
}, { name: 'providers', dependencies: ['config'] });
