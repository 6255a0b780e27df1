export * from './client';
export * from './errors';
export * from './migrate';
export * from './schema';
export * from './repositories';
export * from './seed';
export { createTestDatabase } from './testing';
export { ping } from './ping';
