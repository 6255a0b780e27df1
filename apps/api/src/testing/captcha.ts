import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../types';
import { API_HOST, CLIENT } from './test-app';

/** Fetches a challenge from the API and solves it like the browser's Verify dialog does: the captchaToken. */
export async function solvedCaptcha(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha/challenge', headers: { ...CLIENT, host: API_HOST } });
  const c = res.json() as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solvable');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64');
}
