export * from './members';
export * from './site-flags';
