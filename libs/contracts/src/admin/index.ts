export * from './members';
export * from './site-flags';
export * from './agencies';
