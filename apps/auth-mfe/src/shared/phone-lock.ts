import { LIMITS } from '@luvcast/contracts';

/**
 * The SMS resend lock (spec §4): after a successful send, sending is blocked for 60 s.
 * Pure state so the page and the tests share it.
 */
export function createPhoneLock(ms: number = LIMITS.smsResendLockMs, now: () => number = Date.now) {
  let lockedUntil = 0;
  return {
    /** call after a successful send */
    lock() {
      lockedUntil = now() + ms;
    },
    isLocked: () => now() < lockedUntil,
    remainingMs: () => Math.max(0, lockedUntil - now()),
  };
}
export type PhoneLock = ReturnType<typeof createPhoneLock>;

export interface PhoneVerificationState {
  sent: boolean;
  verified: boolean;
  token: string;
}

/** After confirmation both buttons are disabled (and confirm shows a check). */
export const sendDisabled = (s: PhoneVerificationState) => s.verified;
export const confirmDisabled = (s: PhoneVerificationState) => s.verified || !s.sent;
