// @luvcast/shell-kit: what the shell hands to every remote at run time. Import only through this
// index: it is a module-federation singleton (BrandContext must be the shell's one).
export { BrandContext, useBrand, currencyNames, type CurrencyNames } from './brand';
export { createRemoteRoot } from './remote-root';
export { lazyPage } from './lazy-page';
export { useMembersOnlyClick } from './members-only';
export { SignedOutCard } from './signed-out-card';
export { MemberGate, type MemberGateProps } from './member-gate';
export { useIdentityPopup, useMemberIdentityVerification, identityPopupUrl, isIdentitySuccess } from './identity-popup';
export { useFailureText } from './failure-text';
export { useDeclarationReasonLabels } from './declaration-reasons';
export { useReceiveAlert, playReceiveAlert, RECEIVE_VIBRATION_MS } from './receive-alert';
export { Pager } from './pager';
export { useHydrated } from './hydrated';
export { HydrationGate } from './hydration-gate';
