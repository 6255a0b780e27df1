import fp from 'fastify-plugin';
import devIdentityRoutes from '../../providers/identity/dev-page';
import smsOutboxRoutes from '../../providers/sms/dev-outbox';
import type { App } from '../../types';
import captchaChallengeRoutes from './routes/captcha-challenge';
import myPersonalAuthRoutes from './routes/my-personal-auth';
import personalAuthRoutes from './routes/personal-auth';
import sendPhoneVerificationRoutes from './routes/send-phone-verification';
import verifyPhoneRoutes from './routes/verify-phone';
import { createVerificationService } from './verification.service';

/**
 * verification: captcha, phone verification by SMS, identity verification (personal-auth, and
 * POST /api/my/personal-auth applying it to a signed-in member), and spending a verification in
 * the flows that need one. With the development providers it also serves their own pages (providers/identity/dev-page.ts, providers/sms/dev-outbox.ts).
 */
export default fp(
  async (app: App) => {
    app.decorate('verificationService', createVerificationService(app));
    await app.register(captchaChallengeRoutes);
    await app.register(sendPhoneVerificationRoutes);
    await app.register(verifyPhoneRoutes);
    await app.register(personalAuthRoutes);
    await app.register(myPersonalAuthRoutes);
    if (app.providers.identity.kind === 'dev') await app.register(devIdentityRoutes);
    await app.register(smsOutboxRoutes);
  },
  { name: 'module:verification', dependencies: ['database', 'providers', 'auth', 'errors'] },
);
