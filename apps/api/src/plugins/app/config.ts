import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { App } from '../../types';

/** `app.config`: the validated configuration. */
export default fp(async (app: App, opts: { config: Config }) => {
  app.decorate('config', opts.config);
}, { name: 'config' });
