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
import authPlugin from './plugins/app/auth';
import clientHeaderPlugin from './plugins/app/client-header';
import configPlugin from './plugins/app/config';
import databasePlugin from './plugins/app/database';
import errorsPlugin, { frameworkErrors } from './plugins/app/errors';
import controlCharactersPlugin from './plugins/app/control-characters';
import hostAndAddressPlugin from './plugins/app/host-and-address';
import localePlugin from './plugins/app/locale';
import xsrfPlugin from './plugins/app/xsrf';
import maintenancePlugin from './plugins/app/maintenance';
// routes
import signOutRoutes from './modules/auth/routes/signout';
import noticeListRoutes from './modules/cs/routes/notice-list';
import bannersRoutes from './modules/site/routes/banners';
import suggestionListRoutes from './modules/live/routes/suggestion-list';
import luvSumRoutes from './modules/luv/routes/luv-sum';
import profileRoutes from './modules/my/routes/profile';
import healthRoutes from './modules/site/routes/health';
import rulesRoutes from './modules/site/routes/rules';
import signInRoutes from './modules/auth/routes/signin';
import signUpRoutes from './modules/account/routes/signup';
import accountCheckRoutes from './modules/guest/routes/login-id';
import tokenRoutes from './modules/auth/routes/oauth-refresh';
import accountRecoveryRoutes from './modules/account/routes/signin-find';
import siteFlagRoutes from './modules/admin/routes/site-flags';
import adminMemberRoutes from './modules/admin/routes/members';
import siteReadRoutes from './modules/site/routes/channeling-switching';
import emojiAndOfferwallRoutes from './modules/site/routes/show-all-emoji';
import providersPlugin from './plugins/app/providers';
import captchaRoutes from './modules/verification/routes/captcha-challenge';
import phoneVerificationRoutes from './modules/verification/routes/send-phone-verification';
import smsOutboxRoutes from './providers/sms/dev-outbox';
import personalAuthRoutes from './modules/verification/routes/personal-auth';
import oauthRoutes from './modules/social/routes/oauth';
import geoIpRoutes from './modules/auth/routes/geo-ip';
import aspAccessTokenRoutes from './modules/auth/routes/asp-accesstoken';

export interface BuildAppOptions {
  /** defaults to loadConfig(process.env); partial values override it */
  config?: Partial<Config>;
  /** an open database (tests); otherwise one is created from the config, migrated and seeded */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
}

/** The API: plugins load external -> app -> routes. Call `ready()` or `listen()` on the result. */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(options.config ? {} : process.env), ...options.config };

  let database = options.database;
  const ownsDatabase = !database;
  if (!database) {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
    await migrate(database.db);
    if (config.seedDemo) await seedIfEmpty(database.db);
  }

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // request.ip (per-IP limits, geo-ip) is the visitor's address only when the proxy is trusted
    trustProxy: config.trustProxy,
    // per-request lines only at debug/trace (errors are logged by the error handler)
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // the router's refusals (malformed path, over-long parameter) in the error plugin's shape
    frameworkErrors,
  }).withTypeProvider<ValibotTypeProvider>() as App;
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
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
  await app.register(hostAndAddressPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(clientHeaderPlugin);
  await app.register(xsrfPlugin);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);
  // routes
  await app.register(healthRoutes);
  await app.register(rulesRoutes);
  await app.register(signInRoutes);
  await app.register(signOutRoutes);
  await app.register(profileRoutes);
  await app.register(luvSumRoutes);
  await app.register(noticeListRoutes);
  await app.register(suggestionListRoutes);
  await app.register(bannersRoutes);
  await app.register(signUpRoutes);
  await app.register(accountCheckRoutes);
  await app.register(tokenRoutes);
  await app.register(accountRecoveryRoutes);
  await app.register(siteFlagRoutes);
  await app.register(adminMemberRoutes);
  await app.register(siteReadRoutes);
  await app.register(emojiAndOfferwallRoutes);
  // outside providers (captcha, SMS, identity, OAuth) and their routes
  await app.register(providersPlugin);
  await app.register(captchaRoutes);
  await app.register(phoneVerificationRoutes);
  await app.register(smsOutboxRoutes);
  await app.register(personalAuthRoutes);
  await app.register(oauthRoutes);
  await app.register(geoIpRoutes);
  await app.register(aspAccessTokenRoutes);
  return app;
}
