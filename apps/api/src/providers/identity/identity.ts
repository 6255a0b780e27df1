/** Where the browser opens the identity (personal) verification popup. */
export interface IdentityProvider {
  readonly kind: 'dev' | 'off';
  /** The popup URL for a verification of `type`, answering to the page at `openerOrigin`. */
  popupUrl(input: { apiOrigin: string; type: string; openerOrigin: string }): string;
}

/**
 * Development provider: a small form served by the API itself (GET /dev/identity) that records a
 * verified identity_verifications row and posts `{ result, redirectUrl, authKey }` to the opener,
 * like a real provider's return page. Never enabled in production.
 */
export class DevIdentityProvider implements IdentityProvider {
  readonly kind = 'dev' as const;
  popupUrl({ apiOrigin, type, openerOrigin }: { apiOrigin: string; type: string; openerOrigin: string }): string {
    const url = new URL('/dev/identity', apiOrigin);
    url.searchParams.set('type', type);
    url.searchParams.set('origin', openerOrigin);
    return url.href;
  }
}

/**
 * No identity provider configured (the production default until a real provider, e.g. a Korean
 * PASS/NICE integration, implements IdentityProvider): the start call answers 400 with a message.
 */
export class NoIdentityProvider implements IdentityProvider {
  readonly kind = 'off' as const;
  popupUrl(): string {
    throw new Error('identity verification is not configured');
  }
}
