import { LIMITS } from '@luvcast/contracts';
import { confirmDisabled, createPhoneLock, sendDisabled } from './phone-lock';

describe('SMS resend lock', () => {
  it('blocks sending for 60 s after a successful send, then allows it again', () => {
    let now = 0;
    const lock = createPhoneLock(LIMITS.smsResendLockMs, () => now);
    expect(lock.isLocked()).toBe(false);
    lock.lock();
    now = 59_999;
    expect(lock.isLocked()).toBe(true);
    expect(lock.remainingMs()).toBe(1);
    now = 60_000;
    expect(lock.isLocked()).toBe(false);
  });
  it('uses LIMITS.smsResendLockMs (60000) by default', () => {
    expect(LIMITS.smsResendLockMs).toBe(60_000);
  });
});

describe('phone verification buttons', () => {
  it('keeps confirm disabled until a code was sent', () => {
    expect(confirmDisabled({ sent: false, verified: false, token: '' })).toBe(true);
    expect(confirmDisabled({ sent: true, verified: false, token: '' })).toBe(false);
    expect(sendDisabled({ sent: true, verified: false, token: '' })).toBe(false);
  });
  it('disables both send and confirm after a successful confirmation', () => {
    const s = { sent: true, verified: true, token: 't' };
    expect(sendDisabled(s)).toBe(true);
    expect(confirmDisabled(s)).toBe(true);
  });
});
