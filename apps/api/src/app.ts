import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { createDatabase, migrate, seedIfEmpty, type Database } from '@luvcast/db';
import { loadConfig, type Config } from './config';
import type { App } from './types';
import { jsonSerializerCompiler, valibotValidatorCompiler, type ValibotTypeProvider } from './valibot';
// external
import cookiePlugin from './plugins/external/cookie';
import corsPlugin from './plugins/external/cors';
import securityHeadersPlugin from './plugins/external/security-headers';
import staticFilesPlugin from './plugins/external/static-files';
import swaggerPlugin from './plugins/external/swagger';
// app
import absoluteUrlsPlugin from './plugins/app/absolute-urls';
import authPlugin from './plugins/app/auth';
import clientHeaderPlugin from './plugins/app/client-header';
import configPlugin from './plugins/app/config';
import controlCharactersPlugin from './plugins/app/control-characters';
import databasePlugin from './plugins/app/database';
import emptyJsonBodyPlugin from './plugins/app/empty-json-body';
import errorsPlugin, { frameworkErrors } from './plugins/app/errors';
import hostAndAddressPlugin from './plugins/app/host-and-address';
import idempotencyPlugin from './plugins/app/idempotency';
import jobsPlugin from './plugins/app/jobs';
import ledgerSealerPlugin from './plugins/app/ledger-sealer';
import localePlugin from './plugins/app/locale';
import maintenancePlugin from './plugins/app/maintenance';
import providersPlugin from './plugins/app/providers';
import publicCachePlugin from './plugins/app/public-cache';
import { PublicReplay } from './plugins/app/public-replay';
import siteCookiesPlugin from './plugins/app/site-cookies';
import xsrfPlugin from './plugins/app/xsrf';
// areas (modules/<area>/index.ts: its service and its routes)
import accountModule from './modules/account';
import adminModule from './modules/admin';
import agencyModule from './modules/agency';
import authModule from './modules/auth';
import csModule from './modules/cs';
import guestModule from './modules/guest';
import ingestModule from './modules/ingest';
import liveModule from './modules/live';
import chatHttpModule from './modules/chat-http';
import luvModule from './modules/luv';
import myModule from './modules/my';
import siteModule from './modules/site';
import socialModule from './modules/social';
import verificationModule from './modules/verification';

export interface BuildAppOptions {
  /** defaults to loadConfig(process.env); partial values override it */
  config?: Partial<Config>;
  /** an open database (tests); otherwise one is created from the config, migrated and seeded */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The API: plugins load external -> app -> areas (modules/). Call `ready()` or `listen()` on the result. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(options.config ? {} : process.env), ...options.config };

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await createDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, dataDir: config.pgliteDir });
    await migrate(database.db);
    if (config.seedDemo) await seedIfEmpty(database.db);
  }

  // X-Instance: which instance answered, behind a load balancer (INSTANCE_ID; docs/adr/0018-cluster.md)
  const instanceId = config.instanceId;
  const lifecycle = { shuttingDown: false };
  const requestLogging = config.logLevel === 'debug' || config.logLevel === 'trace';
  // public reads answered before Fastify's router and hooks when the pipeline already answered the
  // same request (plugins/app/public-replay.ts, docs/adr/0021-public-read-replay.md)
  const publicReplay = new PublicReplay({ lifecycle, keyByPeer: config.trustProxy !== false, requestLogging });
  const app = Fastify({
    serverFactory: publicReplay.serverFactory,
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    // draining (lifecycle.ts): a request that still arrives on an open keep-alive connection is
    // served (answered with Connection: close) rather than refused with 503, which a proxy could
    // not retry for a POST; new connections are refused from the start of close()
    return503OnClosing: false,
    genReqId: () => randomUUID(),
    // request.ip (per-IP limits, geo-ip) is the visitor's address only when the proxy is trusted
    trustProxy: config.trustProxy,
    // per-request lines only at debug/trace (errors are logged by the error handler)
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    // the router's refusals (malformed path, over-long parameter) in the error plugin's shape
    frameworkErrors,
  }).withTypeProvider<ValibotTypeProvider>() as App;
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.decorate('lifecycle', lifecycle);
  app.decorate('publicReplay', publicReplay);
  // nothing is replayed once the instance closes (Fastify's own handler answers what still comes)
  app.addHook('preClose', (done) => {
    publicReplay.open = false;
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    if (instanceId) reply.header('X-Instance', instanceId);
    // draining (lifecycle.ts): the client or proxy opens its next request elsewhere
    if (lifecycle.shuttingDown) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(configPlugin, { config });
  // external
  await app.register(cookiePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin);
  await app.register(swaggerPlugin);
  await app.register(staticFilesPlugin);
  // app
  await app.register(databasePlugin, { database, closeOnShutdown: ownsDatabase });
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(siteCookiesPlugin);
  await app.register(absoluteUrlsPlugin);
  await app.register(hostAndAddressPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(emptyJsonBodyPlugin);
  await app.register(clientHeaderPlugin);
  await app.register(xsrfPlugin);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  await app.register(publicCachePlugin);
  // outside providers (captcha, SMS, identity, OAuth), chosen by config
  await app.register(providersPlugin);
  await app.register(idempotencyPlugin);
  await app.register(ledgerSealerPlugin);
  // areas, each after the areas its service uses
  await app.register(siteModule);
  await app.register(authModule);
  await app.register(verificationModule);
  await app.register(accountModule);
  await app.register(socialModule);
  await app.register(guestModule);
  await app.register(csModule);
  await app.register(myModule);
  await app.register(agencyModule);
  await app.register(luvModule);
  await app.register(liveModule);
  await app.register(chatHttpModule);
  await app.register(ingestModule);
  await app.register(adminModule);
  // background jobs (after the areas whose services they run)
  await app.register(jobsPlugin, { database });
  return app;
}
