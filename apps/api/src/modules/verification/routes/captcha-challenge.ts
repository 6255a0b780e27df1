import { captchaChallenge } from '@luvcast/contracts';
import type { RoutePlugin } from '../../../types';

/**
 * GET /api/auth/captcha/challenge: a fresh ALTCHA proof-of-work challenge (self-hosted, no
 * third party). The client finds `number` with sha256(salt + number) === challenge and sends
 * base64(JSON { algorithm, challenge, number, salt, signature }) as the captchaToken.
 */
const captchaChallengeRoutes: RoutePlugin = async (app) => {
  app.get('/api/auth/captcha/challenge', { schema: { tags: ['auth'], response: { 200: captchaChallenge } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return app.verificationService.captchaChallenge();
  });
};
export default captchaChallengeRoutes;
