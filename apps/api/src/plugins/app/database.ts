import fp from 'fastify-plugin';
import { createRepositories, type Database } from '@luvcast/db';
import type { App } from '../../types';

/** `app.db`, `app.dbListen` (LISTEN on a channel) and one decorator per repository (`app.members`, `app.ledger`, ...). */
export default fp(async (app: App, opts: { database: Database; closeOnShutdown: boolean }) => {
  const { db } = opts.database;
  app.decorate('db', db);
  app.decorate('dbListen', opts.database.listen);
  for (const [name, repo] of Object.entries(createRepositories(db))) app.decorate(name, repo as never);
  if (opts.closeOnShutdown) app.addHook('onClose', () => opts.database.close());
}, { name: 'database' });
