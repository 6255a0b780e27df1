// shared basics
export * from './messages';
export * from './constants';
export * from './errors';
export * from './fields';
export * from './age';
export * from './pagination';
export * from './control-characters';
export * from './countries';
export * from './page-props';
export * from './ports';
// one folder per API area (apps/api/src/modules/<area>): its request and response schemas
export * from './auth';
export * from './account';
export * from './verification';
export * from './social';
export * from './guest';
export * from './site';
export * from './cs';
export * from './my';
export * from './luv';
export * from './live';
export * from './admin';
export * from './chat';
// not here: the phone number rule, its own entry point (README.md)
