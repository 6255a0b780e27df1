/**
 * @jest-environment node
 */
import { createHash, webcrypto } from 'node:crypto';
import { powToken, solvePow } from './pow';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

describe('proof-of-work captcha solver', () => {
  it('finds the number whose sha256(salt + n) is the challenge', async () => {
    const challenge = { algorithm: 'SHA-256', salt: 'abc123?expires=1', challenge: sha256('abc123?expires=1' + 1234), signature: 'sig', maxnumber: 5000 };
    await expect(solvePow(challenge, undefined, webcrypto.subtle as unknown as SubtleCrypto)).resolves.toBe(1234);
  });
  it('gives null when no number up to maxnumber matches', async () => {
    const challenge = { algorithm: 'SHA-256', salt: 's', challenge: sha256('s' + 99), signature: 'x', maxnumber: 50 };
    await expect(solvePow(challenge, undefined, webcrypto.subtle as unknown as SubtleCrypto)).resolves.toBeNull();
  });
  it('encodes the ALTCHA payload as base64 JSON', () => {
    const token = powToken({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g' }, 7);
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({ algorithm: 'SHA-256', challenge: 'c', number: 7, salt: 's', signature: 'g' });
  });
});
