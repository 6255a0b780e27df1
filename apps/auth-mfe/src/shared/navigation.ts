/** Spec §4: go to the callback URL about 100 ms after a successful sign-in. */
export const REDIRECT_DELAY_MS = 100;

/** Only same-site paths are followed after sign-in or sign-up (no open redirect). */
export function safeCallbackURL(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
