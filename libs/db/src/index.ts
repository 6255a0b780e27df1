export * from './client';
export * from './migrate';
export * from './schema';
export * from './repositories';
export * from './passwords';
export * from './auth-tokens';
export * from './seed';
export { createTestDatabase } from './testing';
export { ping } from './ping';
